/**
 * The index's filter, in the browser: each word typed must appear in an example's title,
 * description, slug or keywords (`data-filter`, made at build time); groups left empty hide.
 * The prepared HTML may arrive after the route renders (navigation fetches it), so this waits
 * for the form to appear. Returns the cleanup.
 */
export function matchesFilter(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => text.includes(word));
}

export function applyFilter(root: ParentNode, query: string): number {
  let shown = 0;
  for (const group of Array.from(root.querySelectorAll<HTMLElement>('.examples-group'))) {
    let inGroup = 0;
    for (const item of Array.from(group.querySelectorAll<HTMLElement>('li[data-filter]'))) {
      const match = matchesFilter(item.dataset.filter ?? '', query);
      item.hidden = !match;
      if (match) inGroup++;
    }
    group.hidden = inGroup === 0;
    shown += inGroup;
  }
  return shown;
}

export function wireExamplesFilter(doc: Document): () => void {
  let cleanup = (): void => undefined;
  const wire = (): boolean => {
    const form = doc.querySelector<HTMLFormElement>('form.examples-filter');
    const input = form?.querySelector('input');
    if (!form || !input) return false;
    const status = form.querySelector('output');
    const total = doc.querySelectorAll('li[data-filter]').length;
    const update = (): void => {
      const shown = applyFilter(doc, input.value);
      if (status) status.textContent = input.value.trim() ? `${shown} of ${total} examples` : '';
    };
    const onSubmit = (event: Event): void => event.preventDefault();
    form.hidden = false;
    input.addEventListener('input', update);
    form.addEventListener('submit', onSubmit);
    const query = new URLSearchParams(doc.location.search).get('q');
    if (query && !input.value) input.value = query;
    update();
    cleanup = () => {
      input.removeEventListener('input', update);
      form.removeEventListener('submit', onSubmit);
    };
    return true;
  };
  if (wire()) return () => cleanup();
  const observer = new MutationObserver(() => {
    if (wire()) observer.disconnect();
  });
  observer.observe(doc.body, {childList: true, subtree: true});
  return () => {
    observer.disconnect();
    cleanup();
  };
}
