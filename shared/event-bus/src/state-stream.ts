import { BehaviorSubject, Observable } from 'rxjs';

/**
 * A read-only current-state stream: subscribe to get the current value at once and every later one.
 * Only the bus moves it (from its events), so every change is also an event others can log or react to.
 */
export class StateStream<T> extends Observable<T> {
  readonly #subject: BehaviorSubject<T>;

  constructor(initial: T) {
    const subject = new BehaviorSubject<T>(initial);
    super((subscriber) => subject.subscribe(subscriber));
    this.#subject = subject;
  }

  get value(): T {
    return this.#subject.getValue();
  }

  getValue(): T {
    return this.#subject.getValue();
  }

  /** @internal Used by the bus when the matching event is published. */
  set(value: T): void {
    this.#subject.next(value);
  }
}
