/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/core@3.10.2 (lib/client/docusaurus.js).
// Why: prefetching a link looked up its routes' chunks by testing every entry of the
// chunk-name table with a regular expression, for each route level of each link (about 25 ms of
// main thread on the home page, as its links scroll into view); the table is grouped by route
// path once, on the first prefetch (./chunkNamesByPath.ts). And each chunk file is prefetched
// once, and not when the page has loaded it already: upstream added a <link rel=prefetch> for
// every chunk of every link in view, most of them the doc layout's chunks this page had just
// loaded (6 of 10-16 on a doc page; each <link> costs main thread as it is added). And each
// link's prefetch runs in a task of its own: the links that come into view as a page starts were
// all prefetched in the one task of their observers' callbacks (105-168 ms on the KV page with
// the CPU 4x slower, the longest after hydration's; starting a prefetch costs 2-4 ms there).
// And a chunk merged into another is recognised by its name in the URL, not by "undefined".
// ../index.ts puts this module in place of upstream's. Changes are marked (CUSTOM).
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
// (CUSTOM) upstream's modules by their package path (this file is elsewhere), and ours
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { groupChunkNamesByPath } from './chunkNamesByPath';
const fetched = new Set();
const loaded = new Set();
// If user is on slow or constrained connection.
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') ||
    navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);
// (CUSTOM) the chunk names of each route path, grouped once
let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
    chunkNamesByPath ??= groupChunkNamesByPath(routesChunkNames);
    return chunkNamesByPath.get(path) ?? [];
};
// (CUSTOM) chunk files asked for already: prefetched here, or loaded by the page (the browser's
// resource timing lists those it fetched; when its buffer is full, a file is prefetched again,
// as upstream would)
const prefetchedAssets = new Set();
const isFetchedAsset = (asset) => prefetchedAssets.has(asset) ||
    performance.getEntriesByName(new URL(asset, document.baseURI).href).length > 0;
const prefetch = (routePath) => {
    if (!canPrefetch(routePath)) {
        return false;
    }
    fetched.add(routePath);
    // (CUSTOM) in a task of its own
    return new Promise((resolve) => {
        setTimeout(() => resolve(prefetchChunks(routePath)));
    });
};
const prefetchChunks = (routePath) => {
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);
    const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));
    // Prefetch all webpack chunk assets file needed.
    return Promise.all(chunkNamesNeeded.map((chunkName) => {
        // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
        // the name of the chunk you want to load and it will return its URL.
        // eslint-disable-next-line camelcase
        const chunkAsset = __webpack_require__.gca(chunkName);
        // In some cases, webpack might decide to optimize further, leading to
        // the chunk assets being merged to another chunk. In this case, we can
        // safely filter it out and don't need to load it.
        // (CUSTOM) Chunk files are named by id and the build's hash (src/plugins/bundle-trim), so a
        // chunk merged into another has no "undefined" in its URL: its name stands in for an id.
        if (chunkAsset && !chunkAsset.includes('undefined') && !chunkAsset.includes(`/${chunkName}.`) && !isFetchedAsset(chunkAsset)) { // (CUSTOM) once
            prefetchedAssets.add(chunkAsset); // (CUSTOM)
            return prefetchHelper(chunkAsset);
        }
        return Promise.resolve();
    }));
};
const preload = (routePath) => {
    if (!canPreload(routePath)) {
        return false;
    }
    loaded.add(routePath);
    return preloadHelper(routePath);
};
const docusaurus = {
    prefetch,
    preload,
};
// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
