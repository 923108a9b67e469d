/**
 * A Markdown table in a container that scrolls sideways when the table is wider than the page.
 * While it scrolls, the container is focusable and labelled, so keyboard users can scroll it
 * (axe: scrollable-region-focusable); a table that fits adds no tab stop.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const update = (): void => setScrolls(element.scrollWidth > element.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={container}
      className={styles.container}
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': 'Table (scrolls sideways)'} : {})}>
      <table {...props} />
    </div>
  );
}
