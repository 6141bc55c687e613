import type { KnownAvailability, TitleOffers } from '@reelist/contracts';
import {
  AVAILABILITY_TTL_MS,
  firstServiceOffer,
  isStale,
  newlyStreaming,
  offersFrom,
  streamingServices,
} from './offers';

const offers = (partial: Partial<TitleOffers>): TitleOffers => ({
  flatrate: [],
  free: [],
  ads: [],
  rent: [],
  buy: [],
  ...partial,
});
const known = (partial: Partial<TitleOffers>, region = 'US', checkedAt = 0): KnownAvailability => ({
  checkedAt,
  region,
  offers: offers(partial),
});
const provider = (provider_id: number) => ({
  provider_id,
  provider_name: `P${provider_id}`,
  logo_path: null,
  display_priority: 1,
});

describe('offersFrom', () => {
  it('keeps provider ids per kind and gives empty lists for a region without offers', () => {
    expect(offersFrom({ link: 'x', flatrate: [provider(8)], ads: [provider(207)] })).toEqual(
      offers({ flatrate: [8], ads: [207] }),
    );
    expect(offersFrom(undefined)).toEqual(offers({}));
  });
});

describe('firstServiceOffer', () => {
  it('prefers a subscription, then free or with ads, then rent or buy', () => {
    const title = offers({ flatrate: [337], free: [73], rent: [2], buy: [3] });
    expect(firstServiceOffer(title, [2, 73, 337])).toEqual({ providerId: 337, kind: 'flatrate' });
    expect(firstServiceOffer(title, [2, 73])).toEqual({ providerId: 73, kind: 'free' });
    expect(firstServiceOffer(title, [3, 2])).toEqual({ providerId: 2, kind: 'rent' });
    expect(firstServiceOffer(title, [8])).toBeNull();
    expect(firstServiceOffer(undefined, [8])).toBeNull();
  });

  it('within a kind follows the order the services were chosen', () => {
    expect(firstServiceOffer(offers({ flatrate: [8, 9] }), [9, 8])).toEqual({ providerId: 9, kind: 'flatrate' });
  });
});

describe('newlyStreaming', () => {
  it('names the services that stream the title now and did not before', () => {
    const before = known({ flatrate: [9], rent: [8] });
    const after = known({ flatrate: [9, 8], free: [73] });
    expect(newlyStreaming(before, after, [8, 73, 9])).toEqual([8, 73]);
    expect(streamingServices(after.offers, [2, 9])).toEqual([9]);
  });

  it('finds no arrival on a first look, after a region change, or for services not chosen', () => {
    const after = known({ flatrate: [8] });
    expect(newlyStreaming(undefined, after, [8])).toEqual([]);
    expect(newlyStreaming(known({}, 'GB'), after, [8])).toEqual([]);
    expect(newlyStreaming(known({}), after, [9])).toEqual([]);
  });
});

describe('isStale', () => {
  it('trusts what is known for a day in the same region', () => {
    const value = known({}, 'US', 1_000);
    expect(isStale(value, 'US', 1_000 + AVAILABILITY_TTL_MS - 1)).toBe(false);
    expect(isStale(value, 'US', 1_000 + AVAILABILITY_TTL_MS)).toBe(true);
    expect(isStale(value, 'GB', 1_000)).toBe(true);
    expect(isStale(undefined, 'US', 1_000)).toBe(true);
    expect(isStale(value, 'US', 500)).toBe(true);
  });
});
