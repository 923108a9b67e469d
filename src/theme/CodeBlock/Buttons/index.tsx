// Wrapped so that a page's copy and word-wrap buttons mount after hydration as
// one low-priority update (a transition, which React renders in slices),
// instead of inside the single blocking update that follows hydration
// (the theme's BrowserOnly): on a page of examples that update was one of the
// long tasks of a page load. The buttons are the theme's own.
import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? <Buttons {...props} /> : null;
}
