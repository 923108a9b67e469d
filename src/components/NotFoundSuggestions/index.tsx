/**
 * On the 404 page: the pages the local search finds for the words of the missing path (the best
 * five), and each product's start. Works on any static host, which serves 404.html for every
 * unknown path: the path is read in the browser, so the suggestions appear after hydration.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {useSearchBackend} from '@site/src/plugins/search/client/useSearchBackend';
import {groupHitsByPage} from '@site/src/plugins/search/client/group';
import {products} from '@site/src/data/products';
import {queriesFromPath} from './query';
import styles from './styles.module.css';

const MAX_SUGGESTIONS = 5;

interface Suggestion {
  url: string;
  title: string;
  section: string;
}

/** The best pages for the first of the queries that finds any. */
function useSuggestions(queries: string[]): Suggestion[] {
  const backend = useSearchBackend();
  const {indexName} = useDocusaurusContext().siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const processUrl = useSearchResultUrlProcessor();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const key = queries.join('\n');
  useEffect(() => {
    let current = true;
    const search = async (): Promise<Suggestion[]> => {
      for (const query of key.split('\n').filter(Boolean)) {
        const {results} = await backend.client.search({requests: [{indexName, query, hitsPerPage: 50}]});
        const hits = (results[0]?.hits ?? []).map((hit) => ({...hit, url: processUrl(hit.url)}));
        if (hits.length === 0) continue;
        const titles = new Map(hits.map((hit) => [hit.url.split('#')[0], hit.hierarchy.lvl1]));
        return groupHitsByPage(hits)
          .slice(0, MAX_SUGGESTIONS)
          .map((page) => {
            const url = page.url.split('#')[0]!;
            return {url, title: titles.get(url) ?? url, section: page.lvl0};
          });
      }
      return [];
    };
    search()
      .then((found) => current && setSuggestions(found))
      // Offline or no index: the product links still help.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key, backend, indexName, processUrl]);
  return suggestions;
}

export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const suggestions = useSuggestions(queriesFromPath(pathname));
  return (
    <nav
      className="container margin-bottom--xl"
      aria-label={translate({id: 'notFound.nav', message: 'Where to go instead'})}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          {suggestions.length > 0 && (
            <>
              <h2 className={styles.heading}>
                {translate({id: 'notFound.suggestions', message: 'Perhaps you were looking for'})}
              </h2>
              <ul className={styles.list} data-testid="not-found-suggestions">
                {suggestions.map((suggestion) => (
                  <li key={suggestion.url}>
                    <Link to={suggestion.url}>{suggestion.title}</Link>{' '}
                    <span className={styles.section}>{suggestion.section}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className={styles.heading}>{translate({id: 'notFound.products', message: 'Or start from a product'})}</h2>
          <ul className={styles.list}>
            {products.map((product) => (
              <li key={product.slug}>
                <Link to={product.manualPath}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
