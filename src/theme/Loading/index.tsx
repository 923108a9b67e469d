/**
 * A route's loading states (spec §4): nothing during the short delay, then a spinner; on a load
 * error, the error text and Retry (§8). Replaces Docusaurus's fallback, whose error box is white
 * on red (below WCAG AA contrast) and whose spinner has no name for assistive technology.
 */
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.error}`} role="alert">
        <p className={styles.errorText}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate({id: 'pageLoading.retry', message: 'Retry'})}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.spinnerArea} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>
        {translate({id: 'pageLoading.loading', message: 'Loading the page…'})}
      </span>
    </div>
  );
}
