import { StateStream, bus, createBus, getBus } from '@reelist/event-bus';

describe('@reelist/event-bus public API', () => {
  it('exports the page bus and its building blocks', () => {
    expect(getBus()).toBe(bus);
    expect(createBus()).not.toBe(bus);
    expect(bus.watchlist$).toBeInstanceOf(StateStream);
  });
});
