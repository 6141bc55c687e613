// The transfer feature's front door: the Export / Share panel, which composes export, share and import.
export { TransferPanel } from './transfer-panel';
