// Wrapped to put Markdown tables in a container that keyboard users can scroll (ScrollableTable).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
