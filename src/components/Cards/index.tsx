import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** A grid of link cards, used on the home and landing pages. */
export function Cards({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}

export interface CardProps {
  /** Card heading; the whole card links to `href`. */
  title: string;
  /** Site path (`/runtime/manual`) or absolute URL. */
  href: string;
  /** Optional short label above the title, such as a product name. */
  eyebrow?: string;
  children?: ReactNode;
}

export function Card({title, href, eyebrow, children}: CardProps): ReactNode {
  return (
    <Link className={styles.card} to={href}>
      {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
      <span className={styles.title}>{title}</span>
      {children && <span className={styles.body}>{children}</span>}
    </Link>
  );
}
