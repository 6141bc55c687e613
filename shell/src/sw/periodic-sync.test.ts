import { askPagesToCheckArrivals, CHECK_ARRIVALS } from './periodic-sync';

describe('askPagesToCheckArrivals', () => {
  it('asks every open page to run its daily arrivals check', async () => {
    const page = () => ({ url: '/', focus: jest.fn(), navigate: jest.fn(), postMessage: jest.fn() });
    const pages = [page(), page()];
    const matchAll = jest.fn().mockResolvedValue(pages);
    expect(await askPagesToCheckArrivals({ matchAll })).toBe(2);
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const p of pages) expect(p.postMessage).toHaveBeenCalledWith({ type: CHECK_ARRIVALS });
  });
});
