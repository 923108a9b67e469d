/**
 * "Was this page helpful?" at the end of every docs page. It needs no backend: each answer is
 * a link that opens a prefilled issue in the repository, so no request leaves the page unless
 * the reader follows it. With an analytics container configured (GTM), it also pushes an event.
 */
import React, {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {feedbackIssueUrl} from './issueUrl';
import styles from './styles.module.css';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export default function PageFeedback({title, permalink}: {title: string; permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  const [answer, setAnswer] = useState<boolean | null>(null);
  const page = {title, url: `${siteConfig.url}${permalink}`};
  const record = (helpful: boolean) => {
    setAnswer(helpful);
    window.dataLayer?.push({event: 'docs_feedback', helpful, page: permalink});
  };
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title">
      <p id="page-feedback-title" className={styles.question}>
        {translate({id: 'feedback.question', message: 'Was this page helpful?'})}
      </p>
      {[true, false].map((helpful) => (
        <a
          key={String(helpful)}
          className="button button--outline button--secondary button--sm"
          href={feedbackIssueUrl(repositoryUrl, page, helpful)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => record(helpful)}>
          {helpful ? translate({id: 'feedback.yes', message: 'Yes'}) : translate({id: 'feedback.no', message: 'No'})}
        </a>
      ))}
      <p className={styles.thanks} role="status">
        {answer !== null &&
          translate({
            id: 'feedback.thanks',
            message: 'Thank you. Tell us more in the issue that just opened, or close it.',
          })}
      </p>
    </section>
  );
}
