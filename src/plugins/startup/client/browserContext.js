/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/core@3.10.2 (lib/client/browserContext.js).
// Why: the re-render that follows hydration (every useIsBrowser() user: the sidebar's
// categories, the colour-mode toggle, themed images, tabs, details) was one blocking task; as a
// transition React renders it in short slices and commits it as upstream does. ../index.ts puts
// this module in place of upstream's. Changes are marked (CUSTOM).
import React, { startTransition, useEffect, useState } from 'react'; // (CUSTOM) startTransition
// Encapsulate the logic to avoid React hydration problems
// See https://www.joshwcomeau.com/react/the-perils-of-rehydration/
// On first client-side render, we need to render exactly as the server rendered
// isBrowser is set to true only after a successful hydration
// Note, isBrowser is not part of useDocusaurusContext() for perf reasons
// Using useDocusaurusContext() (much more common need) should not trigger
// re-rendering after a successful hydration
export const Context = React.createContext(false);
export function BrowserContextProvider({ children, }) {
    const [isBrowser, setIsBrowser] = useState(false);
    useEffect(() => {
        startTransition(() => setIsBrowser(true)); // (CUSTOM) a transition
    }, []);
    return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
