/**
 * Minimal 24x24 line icons (2px round strokes), one export each so a bundle carries only the icons it uses
 * (`import { icons } from '@reelist/ui'`, then `icons.search`). Stored as path data, never as markup strings,
 * so nothing here is ever injected as HTML.
 */

export interface IconData {
  /** Kebab-case name, written to the SVG as `data-icon`. */
  readonly name: string;
  readonly paths: readonly string[];
  /** Drawn as a solid shape rather than an outline. */
  readonly filled?: boolean;
}

const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const SPEAKER = 'M11 5L6 9H2v6h4l5 4V5z';
const TRAY = 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4';

export const search: IconData = {
  name: 'search',
  paths: ['M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0z', 'M21 21l-4.35-4.35'],
};
export const x: IconData = { name: 'x', paths: ['M18 6L6 18', 'M6 6l12 12'] };
export const close: IconData = { name: 'close', paths: ['M18 6L6 18', 'M6 6l12 12'] };
export const chevronLeft: IconData = { name: 'chevron-left', paths: ['M15 18l-6-6 6-6'] };
export const chevronRight: IconData = { name: 'chevron-right', paths: ['M9 18l6-6-6-6'] };
export const arrowLeft: IconData = { name: 'arrow-left', paths: ['M19 12H5', 'M12 19l-7-7 7-7'] };
export const star: IconData = { name: 'star', paths: [STAR] };
export const starFilled: IconData = { name: 'star-filled', paths: [STAR], filled: true };
export const plus: IconData = { name: 'plus', paths: ['M12 5v14', 'M5 12h14'] };
export const check: IconData = { name: 'check', paths: ['M20 6L9 17l-5-5'] };
export const trash: IconData = {
  name: 'trash',
  paths: ['M3 6h18', 'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6', 'M10 11v6', 'M14 11v6', 'M9 6V4h6v2'],
};
export const play: IconData = { name: 'play', paths: ['M6 4l14 8-14 8V4z'], filled: true };
export const share: IconData = {
  name: 'share',
  paths: [
    'M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    'M9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    'M21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    'M8.59 13.51l6.83 3.98',
    'M15.41 6.51l-6.82 3.98',
  ],
};
export const link: IconData = {
  name: 'link',
  paths: [
    'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
    'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  ],
};
export const volume: IconData = {
  name: 'volume',
  paths: [SPEAKER, 'M15.54 8.46a5 5 0 0 1 0 7.07', 'M19.07 4.93a10 10 0 0 1 0 14.14'],
};
export const volumeOff: IconData = { name: 'volume-off', paths: [SPEAKER, 'M23 9l-6 6', 'M17 9l6 6'] };
export const grid: IconData = {
  name: 'grid',
  paths: ['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z'],
};
export const list: IconData = {
  name: 'list',
  paths: ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'],
};
export const sun: IconData = {
  name: 'sun',
  paths: [
    'M17 12a5 5 0 1 1-10 0 5 5 0 0 1 10 0z',
    'M12 1v2',
    'M12 21v2',
    'M4.22 4.22l1.42 1.42',
    'M18.36 18.36l1.42 1.42',
    'M1 12h2',
    'M21 12h2',
    'M4.22 19.78l1.42-1.42',
    'M18.36 5.64l1.42-1.42',
  ],
};
export const moon: IconData = { name: 'moon', paths: ['M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z'] };
export const menu: IconData = { name: 'menu', paths: ['M3 6h18', 'M3 12h18', 'M3 18h18'] };
export const download: IconData = { name: 'download', paths: [TRAY, 'M7 10l5 5 5-5', 'M12 15V3'] };
export const upload: IconData = { name: 'upload', paths: [TRAY, 'M17 8l-5-5-5 5', 'M12 3v12'] };
export const refresh: IconData = {
  name: 'refresh',
  paths: ['M23 4v6h-6', 'M1 20v-6h6', 'M3.51 9a9 9 0 0 1 14.85-3.36L23 10', 'M1 14l4.64 4.36A9 9 0 0 0 20.49 15'],
};
export const film: IconData = {
  name: 'film',
  paths: [
    'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
    'M7 2v20',
    'M17 2v20',
    'M2 12h20',
    'M2 7h5',
    'M2 17h5',
    'M17 7h5',
    'M17 17h5',
  ],
};
export const tv: IconData = {
  name: 'tv',
  paths: ['M4 7h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z', 'M17 2l-5 5-5-5'],
};
export const bell: IconData = {
  name: 'bell',
  paths: ['M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9', 'M13.73 21a2 2 0 0 1-3.46 0'],
};
export const wifiOff: IconData = {
  name: 'wifi-off',
  paths: [
    'M1 1l22 22',
    'M16.72 11.06A10.94 10.94 0 0 1 19 12.55',
    'M5 12.55a10.94 10.94 0 0 1 5.17-2.39',
    'M10.71 5.05A16 16 0 0 1 22.58 9',
    'M1.42 9a15.91 15.91 0 0 1 4.7-2.88',
    'M8.53 16.11a6 6 0 0 1 6.95 0',
    'M12 20h.01',
  ],
};
export const alert: IconData = {
  name: 'alert',
  paths: [
    'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
    'M12 9v4',
    'M12 17h.01',
  ],
};
export const info: IconData = {
  name: 'info',
  paths: ['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z', 'M12 16v-4', 'M12 8h.01'],
};
export const externalLink: IconData = {
  name: 'external-link',
  paths: ['M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6', 'M15 3h6v6', 'M10 14L21 3'],
};
export const home: IconData = {
  name: 'home',
  paths: ['M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10'],
};
export const bookmark: IconData = { name: 'bookmark', paths: ['M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z'] };
export const eye: IconData = {
  name: 'eye',
  paths: ['M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
};
export const clock: IconData = { name: 'clock', paths: ['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z', 'M12 6v6l4 2'] };
export const chart: IconData = { name: 'chart', paths: ['M18 20V10', 'M12 20V4', 'M6 20v-6'] };
export const settings: IconData = {
  name: 'settings',
  paths: ['M4 21v-7', 'M4 10V3', 'M12 21v-9', 'M12 8V3', 'M20 21v-5', 'M20 12V3', 'M1 14h6', 'M9 8h6', 'M17 16h6'],
};
export const sparkles: IconData = {
  name: 'sparkles',
  paths: ['M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z', 'M19 16v4', 'M17 18h4'],
};
export const filter: IconData = { name: 'filter', paths: ['M22 3H2l8 9.46V19l4 2v-8.54z'] };
export const calendar: IconData = {
  name: 'calendar',
  paths: ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M16 2v4', 'M8 2v4', 'M3 10h18'],
};
export const user: IconData = {
  name: 'user',
  paths: ['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z'],
};
export const globe: IconData = {
  name: 'globe',
  paths: [
    'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z',
    'M2 12h20',
    'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
  ],
};
