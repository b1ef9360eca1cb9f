// The site's Docusaurus configuration: each block comes from config/, the plugins from plugins/ and
// speed/ (README.md, "Testing", for how it is built).
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {blogOptions, blogRoutes, sidebarCount} from './config/blogOptions';
import {linkChecks, markdownConfig} from './config/checks';
import {future} from './config/future';
import {returnFreedMemoryAtOnce} from './config/allocator';
import {codeThemes} from './config/codeThemes';
import {baseUrl, env, isCopy, siteUrl, websiteRepo} from './config/site';
import {checkEnvironment} from './config/environment';
import tailwindPlugin from './plugins/tailwind';
import systemColorSchemePlugin from './plugins/system-color-scheme';
import testFixturesPlugin from './plugins/test-fixtures';
import rehypeTables from './src/components/ScrollingTable/rehypeTables';
import {piecesOff, speedLayer} from './speed';
import {isDevServer, cacheOfItsOwn} from './config/devServer';
import {buildOnlyPlugins} from './config/buildOnlyPlugins';
import {withOptions} from './config/withOptions';
import {previewPost, type PostBlog} from './config/previewPost';
import {redirects} from './config/redirects';

// A variable set to a value it does not take stops the build, named (config/environment.ts).
checkEnvironment();

// Before Docusaurus loads Rspack, whose allocator reads it then (config/allocator.ts).
returnFreedMemoryAtOnce();

// Forks of Docusaurus's browser client, for speed only; SITE_SPEED_LAYER=off builds without them.
const speed = speedLayer(
  env.speedLayer,
  piecesOff(env.speedPiecesOff),
  env.persistentCache,
  env.notFoundGuesses,
);

// `npm start`: no debug pages, and none of the plugins that only write files after a build
// (config/buildOnlyPlugins.ts).
const devSpeed = isDevServer() && env.devSpeed;

// `npm run preview:post`: the one post of SITE_PREVIEW_POST in its blog, no post in the other
// (config/previewPost.ts).
const preview = env.previewPost ? previewPost(__dirname, env.previewPost) : undefined;
const onlyPreviewPost = (blog: PostBlog) =>
  preview ? {include: preview.blog === blog ? [preview.fileName] : []} : {};

const config: Config = {
  title: 'Podman',
  tagline: 'Run, build and share OCI containers and pods on Linux, with no daemon in the way.',
  url: siteUrl,
  baseUrl,
  // A preview or a fork's copy: robots meta on every page, and no sitemap (the plugin writes none).
  noIndex: isCopy,
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  // Read by src/theme/NotFound/Content: off, the guesses' chunk never loads.
  customFields: {notFoundGuesses: env.notFoundGuesses},

  ...linkChecks,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future,
  ...(speed.ssrTemplate ? {ssrTemplate: speed.ssrTemplate} : {}),
  // The crash screens end the theme's route progress bar
  // (src/clientModules/endThemeProgressBar.ts); focus comes back to the link a visitor left a page
  // by (src/clientModules/focusOnReturn.ts).
  clientModules: [
    ...speed.clientModules,
    './src/clientModules/endThemeProgressBar.ts',
    './src/clientModules/focusOnReturn.ts',
  ],

  markdown: markdownConfig(__dirname),

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: `${websiteRepo}/tree/main/`,
          // Each table's region name and column labels, in the server's HTML.
          rehypePlugins: [rehypeTables],
        },
        blog: {
          ...blogOptions({
            path: 'blog',
            routeBasePath: blogRoutes.default,
            title: 'Blog',
            description: 'Articles, how-tos and news from the Podman project, 2018 to 2022.',
            sidebarTitle: 'Recent posts',
          }),
          ...onlyPreviewPost('blog'),
        },
        // One concern per file: the site's base, the navbar, the lists, the playground's form,
        // print.
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/navbar.css',
            './src/css/lists.css',
            './src/css/playground.css',
            './src/css/print.css',
            './src/css/forced-colors.css',
          ],
        },
        sitemap: {ignorePatterns: ['/__fixtures/**']},
        // Docusaurus's debug pages, on by default in `docusaurus start`: their content page is one
        // 1 MB module of all the content, written and compiled again at each edit of a post
        // (SITE_DEV_SPEED=off brings them back).
        ...(devSpeed ? {debug: false} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'release',
        ...blogOptions({
          path: 'release',
          routeBasePath: blogRoutes.release,
          title: 'Release announcements',
          description: 'What each Podman release brought, from v0.6.1 in 2018 to v4.3.0 in 2022.',
          sidebarTitle: 'Recent releases',
        }),
        ...onlyPreviewPost('release'),
      },
    ],
    tailwindPlugin,
    // After Tailwind, so its dark: rules get their no-JavaScript twins too.
    systemColorSchemePlugin,
    // A plugin's settings are options its validateOptions checks (config/withOptions.ts).
    withOptions(() => import('./plugins/recent-posts'), {sidebarCount}),
    withOptions(() => import('./plugins/blog-archive'), {blogRoutes}),
    // Feeds, llms.txt, sharing cards, build info, the Pages files and the output pipeline: files a
    // build writes after it is done, which neither `npm start` nor the preview's link check
    // (SITE_LINK_CHECK) needs.
    ...(devSpeed || env.linkCheck
      ? []
      : buildOnlyPlugins({
          routeData: speed.routeDataStep,
          precompress: env.precompress,
          precompressCache: env.precompressCache,
          redirects,
        })),
    ...(preview ? [cacheOfItsOwn('preview')] : []),
    ...(env.linkCheck ? [cacheOfItsOwn('link-check')] : []),
    ...(env.fixtures ? [testFixturesPlugin] : []),
    // The speed layer, one group apart from the features (speed/README.md).
    ...speed.plugins,
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [
      {name: 'theme-color', content: '#5b2a86'},
      // The site-wide card above; pages with a card of their own replace all three.
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'Podman: containers and pods, without a daemon'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'podman-site-2025',
      content:
        'This is the archive of the Podman blog and release announcements from 2018 to 2022. ' +
        'For current news, read the <a href="https://blog.podman.io">development blog</a>.',
      isCloseable: true,
      // The theme's default is white in both modes; these follow the mode (src/css/custom.css).
      backgroundColor: 'var(--site-surface)',
      textColor: 'var(--ifm-font-color-base)',
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      // None with the speed layer: its highlighter loads our fences' grammars
      // (speed/slim-prism/client/prism.ts).
      additionalLanguages: speed.prismLanguages,
    },
    // The form first; its code follows, behind a disclosure (src/theme/Playground/Editor).
    liveCodeBlock: {playgroundPosition: 'top'},
  } satisfies Preset.ThemeConfig,
};

export default config;
