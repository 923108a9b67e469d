/**
 * The prefilled "new issue" address the feedback prompt opens: the page, its URL and the
 * reader's answer in the text, so the issue arrives with everything but the reader's words.
 */
export function feedbackIssueUrl(repositoryUrl: string, page: {title: string; url: string}, helpful: boolean): string {
  const title = `Docs feedback: ${page.title} (${helpful ? 'helpful' : 'not helpful'})`;
  const body = [
    `Page: ${page.url}`,
    `Was this page helpful? ${helpful ? 'Yes' : 'No'}`,
    '',
    helpful ? 'What helped (optional):' : 'What was missing, wrong or unclear?',
    '',
  ].join('\n');
  const params = new URLSearchParams({title, body, labels: 'docs-feedback'});
  return `${repositoryUrl}/issues/new?${params.toString()}`;
}
