/**
 * What the site needs to work on any static host, not only `docusaurus serve`: for now the inline
 * script that takes /x.html and /x/index.html to /x (htmlSuffixRedirect.ts), first in every
 * page's head. Its hash is in the CSP like every inline script's (scripts/write-headers.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {HTML_SUFFIX_REDIRECT} from './htmlSuffixRedirect';

export default function staticHostingPlugin(): Plugin {
  return {
    name: 'static-hosting',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', attributes: {}, innerHTML: HTML_SUFFIX_REDIRECT}]};
    },
  };
}
