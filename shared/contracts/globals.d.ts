// Ambient module types for files webpack (and Jest) load besides TypeScript.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
