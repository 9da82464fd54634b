/**
 * What a build of the shell or of a remote says about itself. tools/webpack/create-config.js defines it as the
 * global constant `__BACKOFFICE_BUILD__` (webpack's DefinePlugin) when it builds an app; Jest defines it in
 * jest.web.preset.js (docs/releases.md, "The host contract").
 */
export interface BackofficeBuild {
  /** The app's folder under apps/: `shell`, `hotels`, … */
  app: string;
  /** The host contract the build was made against, `<major>.<minor>` (libs/shell-sdk/contract.json). */
  contract: string;
  /** The release (`r3`), or `dev` for a build outside a release. */
  version: string;
  /** The commit built, 12 hex digits, or `unknown`. */
  commit: string;
}

declare global {
  /** The build's own {@link BackofficeBuild}; absent outside a webpack build or Jest (check with `typeof`). */
  const __BACKOFFICE_BUILD__: BackofficeBuild | undefined;
}
