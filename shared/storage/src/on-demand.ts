/** A chunk loaded on demand: calling it loads the chunk (once: import() keeps it); `loaded` is the module if it has. */
export interface OnDemand<M> {
  (): Promise<M>;
  /** The module once it has loaded, else undefined: a first render can use a chunk that is already here at once. */
  loaded: () => M | undefined;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let module: M | undefined;
  const get = () =>
    load().then((loaded) => {
      module = loaded;
      return loaded;
    });
  return Object.assign(get, { loaded: () => module });
}
