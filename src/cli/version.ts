// The version is injected by the build (rolldown.config.mjs, `define`) so that `--version` reads no file and
// loads no module; under vitest and tsc the fallback applies.
declare const __SHIPCTL_VERSION__: string | undefined;

export const VERSION: string = typeof __SHIPCTL_VERSION__ === 'string' ? __SHIPCTL_VERSION__ : '0.0.0-dev';

declare const __SHIPCTL_BUILD__: string | undefined;

/** This build (version and build time): a warm sandbox of another build is replaced. */
export const BUILD: string = typeof __SHIPCTL_BUILD__ === 'string' ? __SHIPCTL_BUILD__ : VERSION;
