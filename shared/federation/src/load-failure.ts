/** What the resilience plugin hands back instead of a remote module when the remote cannot be loaded. */
export interface RemoteLoadFailure {
  readonly __reelistRemoteLoadFailed: true;
  readonly id: string;
  readonly error: unknown;
}

export function remoteLoadFailure(id: string, error: unknown): RemoteLoadFailure {
  return { __reelistRemoteLoadFailed: true, id, error };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && '__reelistRemoteLoadFailed' in value;
}
