// Why: every docs page ends with "Copy page" (its Markdown) and the "Was this page helpful?"
// prompt, above the theme's footer.
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <PageFeedback title={metadata.title} permalink={metadata.permalink} />
      <Footer {...props} />
    </>
  );
}
