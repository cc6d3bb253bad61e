/**
 * The client runs on Preact through preact/compat (decision 023): every import of React,
 * React DOM and the JSX runtimes, in the client and in its packages (React Router, TanStack
 * Query, Radix, Lingui, react-hook-form), resolves to Preact. The build (vite.config.ts) and
 * the unit tests (vitest.config.ts) use this one list, so what the tests run is what ships.
 * The client is still written and type-checked against React's types.
 */
import type { Plugin } from 'vite';

export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React itself stays in node_modules (the packages above name it as a peer dependency): a
 * module of it in the build means an import the aliases do not cover, so the build fails
 * rather than ship two renderers.
 */
export function noReactInBuild(): Plugin {
  return {
    name: 'no-react-in-build',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const react = chunk.moduleIds.find((id) =>
          /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
        );
        if (react) this.error(`${react} is React's own code: add its import to preactAliases`);
      }
    },
  };
}
