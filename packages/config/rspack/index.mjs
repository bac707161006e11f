/**
 * rspack configuration factory for the shell (host) and the remotes.
 * One place decides loaders, output naming, Module Federation options and dev-server settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { facadeAliases, installedPackageDir, sharedModules } from './shared-modules.mjs';
import { serveDevRegistry } from './dev-registry.mjs';

export { sharedModules, SHARED_PACKAGES } from './shared-modules.mjs';

export const API_DEV_TARGET = process.env.KANRI_API_URL ?? 'http://localhost:3000';

/**
 * @param {{
 *   name: string,              // MF container name, e.g. 'projects_tasks'
 *   appDir: string,            // the app's folder
 *   port: number,              // dev-server port
 *   exposes?: Record<string,string>, // remotes only
 *   title?: string,
 * }} options
 */
export function createAppConfig({ name, appDir, port, exposes, title = 'Kanri' }) {
  return (env = {}) =>
    buildConfig({
      name,
      appDir,
      port,
      exposes,
      title,
      // `rspack build --env standalone`: a remote's standalone harness (dev-shell) as `rspack serve`
      // builds it, with its own federation runtime, written to disk (its CI smoke test: e2e/tests/shell/standalone.spec.ts).
      isProduction: !env.RSPACK_SERVE && !env.standalone,
      sharedVersions: parseSharedVersions(env.sharedVersions),
    });
}

/**
 * `--env sharedVersions=@kanri/design-system@0.0.9,@kanri/api-client@0.0.9`: build as if against those
 * versions of shared packages (what MF compares at run time), to rehearse version skew between a
 * remote and the shell (e2e/tests/shell/independent-deploy.spec.ts). Never set by a normal build.
 */
export function parseSharedVersions(value) {
  if (!value) return {};
  const versions = {};
  for (const item of String(value).split(',')) {
    const at = item.lastIndexOf('@');
    if (at <= 0 || !/^\d+\.\d+\.\d+/.test(item.slice(at + 1)))
      throw new Error(`sharedVersions: "${item}" is not <package>@<version>`);
    versions[item.slice(0, at)] = item.slice(at + 1);
  }
  return versions;
}

/**
 * The modules of contracts' zod-free `@kanri/contracts/constants`: the barrel and every module it
 * re-exports, read from the barrel so a module added there joins the one chunk they share.
 */
function contractsConstantsTest(appDir) {
  const source = path.join(installedPackageDir(appDir, '@kanri/contracts'), 'src');
  const barrel = fs.readFileSync(path.join(source, 'constants.ts'), 'utf8');
  const modules = new Set(['constants.ts']);
  for (const [, name] of barrel.matchAll(/export \* from '\.\/([a-z-]+)\.js'/g)) modules.add(`${name}.ts`);
  return (module) => {
    const file = module.resource ?? '';
    return path.dirname(file) === source && modules.has(path.basename(file));
  };
}

function buildConfig({ name, appDir, port, exposes, title, isProduction, sharedVersions }) {
  const isRemote = Boolean(exposes);
  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes load their chunks relative to their own entry; the shell serves from the root.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Workspace packages that also ship a built dist are compiled from source here.
      conditionNames: ['kanri-source', 'browser', 'import', 'module', 'default'],
      alias: facadeAliases(appDir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        // antd's @rc-component packages declare no `sideEffects`, and their index files attach statics
        // (`Form.FormProvider = FormProvider`), so one import pulled in the whole package: the inputs of
        // a sign-in form came with all of rc-form (infra/bench). Their modules have no other top-level
        // effect: unused ones may go.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        // A feature's barrel (src/features/<f>/index.ts, the only door other features may use: eslint.config.mjs)
        // only re-exports: flagged side-effect free, a feature that takes one helper from it does not load
        // everything else it exports (the board takes task-list's cache helpers, not the task list).
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        // Remotes get the same page for their standalone dev harness; it is never served in production.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(appDir, sharedVersions),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The shell hands its federation runtime to the remotes, so a production remoteEntry.js does not
        // carry a copy of its own (-66 KiB, -19 KiB gzip, per remote a page loads: infra/bench). Dev
        // builds keep theirs: a remote running standalone through dev-shell has no shell to lend it one.
        experiments: isRemote ? { externalRuntime: isProduction } : { provideExternalRuntime: true },
      }),
    ],
    optimization: {
      splitChunks: {
        ...(isRemote ? { chunks: 'async' } : {}),
        cacheGroups: {
          // contracts' zod-free constants (@kanri/contracts/constants: the barrel and every module it
          // re-exports) are imported by the shell's start, api-client, app-state, design-system and the
          // contracts entry: too small for a chunk of their own by default, each of those chunks would
          // carry a copy (four on a dashboard page: infra/bench).
          contractsConstants: {
            test: contractsConstantsTest(appDir),
            name: 'contracts-constants',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    // rspack 2 compiles lazily in dev by default: a remote's page would arrive as a proxy that waits
    // for its own dev server, which never answers inside the shell's page on another origin.
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_DEV_TARGET, ws: true }],
      // A remote's entry runs inside the shell's page: its dev server must not inject a reload
      // client there (every remote's recompile would reload the shell). The shell keeps live reload.
      ...(isRemote
        ? { client: false, liveReload: false, webSocketServer: false }
        : { client: { overlay: { warnings: false, errors: true } }, setupMiddlewares: serveDevRegistry }),
    },
  };
}
