import type {ReactNode} from 'react';
import ApiViewer from '@site/src/components/ApiViewer';

/** /deploy/api/rapidoc: the REST API reference (also at /deploy/api/rest/rapidoc). */
export default function RapiDocPage(): ReactNode {
  return <ApiViewer />;
}
