// One language's compiled catalogue, made at build time by scripts/catalogs.mjs.
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
