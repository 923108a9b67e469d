// Why: the 404 page also suggests pages for the missing path and links each product's start, and
// gives every missing path one title: a docs section renders this content without the NotFound
// page around it (DocRoot), which left the title at the site's name.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <NotFoundSuggestions />
    </>
  );
}
