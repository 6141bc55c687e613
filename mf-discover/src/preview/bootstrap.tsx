import { startPreview } from '@reelist/preview';
import { routes } from './routes';

startPreview({ name: 'mf-discover', routes });
