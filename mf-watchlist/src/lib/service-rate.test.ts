import { SERVICE_PACE } from '@reelist/api';
import { serviceRate } from './service-rate';

describe('serviceRate', () => {
  it('keeps to the real movie service’s pace, on its own host and its subdomains', () => {
    expect(serviceRate('https://api.themoviedb.org/3')).toBe(SERVICE_PACE.ratePerSecond);
    expect(serviceRate('https://themoviedb.org/3')).toBe(SERVICE_PACE.ratePerSecond);
  });

  it('leaves the embedded catalogue, a proxy or a relative address to the concurrency alone', () => {
    expect(serviceRate('http://localhost:4300/3')).toBe(1000);
    expect(serviceRate('https://notthemoviedb.org/3')).toBe(1000);
    expect(serviceRate('/api/3')).toBe(1000);
  });
});
