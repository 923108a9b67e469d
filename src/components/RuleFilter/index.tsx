/**
 * Narrows the lint rule list of /lint/rules as you type a name or pick a tag. The list itself is
 * static HTML (each item carries data-rule and data-tags), so without JavaScript it is a plain
 * list and this control is not shown at all.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const TAGS = ['recommended', 'jsr', 'jsx', 'react', 'fresh', 'workspace'];

export default function RuleFilter(): ReactNode {
  const [ready, setReady] = useState(false);
  const [name, setName] = useState('');
  const [tag, setTag] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!ready) return;
    let count = 0;
    for (const item of Array.from(document.querySelectorAll<HTMLElement>('li[data-rule]'))) {
      const match =
        item.dataset.rule!.includes(name.trim().toLowerCase()) && (!tag || item.dataset.tags!.split(' ').includes(tag));
      item.hidden = !match;
      if (match) count++;
    }
    setShown(count);
  }, [ready, name, tag]);
  if (!ready) return null;
  return (
    <div className={styles.filter} role="search">
      <label>
        {translate({id: 'lintRules.filter.name', message: 'Rule name'})}
        <input
          type="search"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="no-explicit-any"
        />
      </label>
      <label>
        {translate({id: 'lintRules.filter.tag', message: 'Tag'})}
        <select value={tag} onChange={(event) => setTag(event.target.value)}>
          <option value="">{translate({id: 'lintRules.filter.allTags', message: 'All tags'})}</option>
          {TAGS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <span role="status" className={styles.count}>
        {shown === null ? '' : translate({id: 'lintRules.filter.count', message: '{count} rules'}, {count: shown})}
      </span>
    </div>
  );
}
