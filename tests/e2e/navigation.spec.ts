import {execFileSync} from 'node:child_process';
import {test, expect, expectNotFoundResponse, plainHostUrl, waitForHydration, seriousAxeViolations} from './fixtures';
import {footerColumns, copyright, companySiteUrl, sections} from '../../src/data/navigation';

const pagesBySection = [
  {section: 'Runtime', path: '/runtime/manual/getting_started/installation'},
  {section: 'Deploy', path: '/deploy/manual'},
  {section: 'Deploy', path: '/deploy/kv/manual'},
  {section: 'Subhosting', path: '/subhosting'},
] as const;

test.describe('navbar section items', () => {
  for (const {section, path} of pagesBySection) {
    test(`${section} is the only highlighted section on ${path}`, async ({page}) => {
      await page.goto(path);
      const navbar = page.locator('.theme-layout-navbar-left');
      for (const {label} of sections) {
        const link = navbar.locator('a.navbar__link', {hasText: new RegExp(`^${label}$`)});
        if (label === section) await expect(link).toHaveClass(/navbar__link--active/);
        else await expect(link).not.toHaveClass(/navbar__link--active/);
      }
    });
  }

  test('the right-hand link goes to the company site', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar__items--right a[href^="https://"]')).toHaveAttribute('href', companySiteUrl);
  });
});

test.describe('product breadcrumb', () => {
  const cases = [
    {path: '/runtime', label: 'Runtime', manual: '/runtime/manual'},
    {path: '/runtime/manual/getting_started/first_steps', label: 'Runtime', manual: '/runtime/manual'},
    {path: '/deploy/manual/privacy-policy', label: 'Deploy', manual: '/deploy/manual'},
    {path: '/deploy/kv', label: 'KV', manual: '/deploy/kv/manual'},
    {path: '/deploy/kv/manual', label: 'KV', manual: '/deploy/kv/manual'},
    {path: '/subhosting', label: 'Subhosting', manual: '/subhosting/manual'},
  ];
  for (const {path, label, manual} of cases) {
    test(`${path} shows ${label}, linked to ${manual}`, async ({page}) => {
      await page.goto(path);
      const breadcrumb = page.getByTestId('product-breadcrumb');
      await expect(breadcrumb).toHaveText(`/${label}`);
      await expect(breadcrumb).toHaveAttribute('href', manual);
    });
  }

  test('the home page shows no product', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('product-breadcrumb')).toHaveCount(0);
  });

  test('/kv/manual redirects to the KV manual', async ({page}) => {
    await page.goto('/kv/manual');
    await expect(page).toHaveURL(/\/deploy\/kv\/manual\/?$/);
    await expect(page.getByTestId('product-breadcrumb')).toHaveText('/KV');
  });
});

test.describe('footer', () => {
  test('has the four groups, their links and the copyright line', async ({page}) => {
    await page.goto('/runtime/manual');
    const footer = page.locator('footer.footer');
    const titles = footer.locator('.footer__title');
    await expect(titles).toHaveText(footerColumns.map((column) => column.title));
    for (const column of footerColumns) {
      const group = footer.locator('.footer__col', {has: page.locator('.footer__title', {hasText: column.title})});
      const links = group.locator('a.footer__link-item');
      await expect(links).toHaveCount(column.items.length);
      for (const [i, item] of column.items.entries()) {
        await expect(links.nth(i)).toContainText(item.label);
        const expectedHref = 'to' in item ? item.to : item.href;
        expect(expectedHref).toBeTruthy();
        await expect(links.nth(i)).toHaveAttribute('href', expectedHref!);
      }
    }
    await expect(footer.locator('.footer__copyright')).toHaveText(copyright);
    await expect(footer.locator('.footer__copyright')).toContainText('2024');
  });

  test('the privacy policy link opens the Deploy privacy policy', async ({page}) => {
    await page.goto('/');
    await page.locator('footer a', {hasText: 'Privacy Policy'}).click();
    await expect(page).toHaveURL(/\/deploy\/manual\/privacy-policy\/?$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/runtime/manual/getting_started/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme moves the focus starting point to <main>: the next Tab skips the navbar and sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') != null);
  expect(focusedInMain, 'the Tab after the skip link lands inside <main>').toBe(true);
});

test.describe('not found and .html suffixes', () => {
  test('an unknown path shows the not-found page with status 404', async ({page, consoleGuard, baseURL}) => {
    expectNotFoundResponse(consoleGuard, `${baseURL}/runtime/manual/no-such-page`);
    const response = await page.goto('/runtime/manual/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByTestId('product-breadcrumb')).toHaveCount(0);
  });

  const suffixed = ['/runtime/manual/getting_started.html', '/runtime/manual/getting_started/index.html'];
  for (const path of suffixed) {
    test(`${path} shows /runtime/manual/getting_started on npm run serve`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
      await expect(page.getByTestId('product-breadcrumb')).toHaveText('/Runtime');
    });

    test(`${path} shows /runtime/manual/getting_started on a plain static host`, async ({page, consoleGuard}) => {
      // A plain host has no /runtime/manual/getting_started.html file and answers 404.html.
      if (!path.endsWith('/index.html')) expectNotFoundResponse(consoleGuard, plainHostUrl(path));
      await page.goto(plainHostUrl(path));
      await expect(page).toHaveURL(plainHostUrl('/runtime/manual/getting_started'));
      await waitForHydration(page);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    });
  }

  test('the not-found page suggests pages for the words of the missing path, and each product', async ({
    page,
    consoleGuard,
  }) => {
    expectNotFoundResponse(consoleGuard, plainHostUrl('/runtime/manual/basics/permisions'));
    await page.goto(plainHostUrl('/runtime/manual/basics/permisions'));
    await waitForHydration(page);
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    const permissions = suggestions.filter({hasText: /^Permissions$/});
    await expect(permissions).toHaveAttribute('href', '/runtime/manual/basics/permissions');
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    const nav = page.getByRole('navigation', {name: 'Where to go instead'});
    await expect(nav.getByRole('link', {name: 'Deno Deploy', exact: true})).toHaveAttribute('href', '/deploy/manual');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await permissions.click();
    await expect(page.locator('article h1')).toHaveText('Permissions');
  });

  // A docs section, the REST viewer's folder, the API and CLI references, and outside any section.
  const missingPaths = [
    '/runtime/manual/basics/permisions',
    '/deploy/api/rest/nothing-here',
    '/api/deno/~/Deno.nothingHere',
    '/runtime/reference/cli/nothing-here',
    '/nothing-here',
  ];
  for (const path of missingPaths) {
    test(`${path} has the one not-found title once hydrated`, async ({page, consoleGuard}) => {
      expectNotFoundResponse(consoleGuard, plainHostUrl(path));
      await page.goto(plainHostUrl(path));
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | Deno Docs');
    });
  }

  // Forms a hostile link would use: each once made the .html redirect leave the site.
  const offSitePaths = [
    '//example.org/x.html',
    '/\\example.org/x.html',
    '//example.org/index.html',
    '/\\/example.org/a.html?q=1#h',
  ];
  for (const path of offSitePaths) {
    test(`${path} on a plain static host stays on the site`, async ({page, consoleGuard}) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const origin = new URL(plainHostUrl('/')).origin;
      // The host answers 404.html for the path and for the same-origin path the redirect goes to.
      consoleGuard.expected.push(/status of 404/, /status of 404/);
      await page.goto(plainHostUrl(path));
      await waitForHydration(page);
      expect(new URL(page.url()).origin).toBe(origin);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    });
  }

  test('an unknown path on a plain static host shows the not-found page', async ({page, consoleGuard}) => {
    expectNotFoundResponse(consoleGuard, plainHostUrl('/deploy/nothing-here.html'));
    expectNotFoundResponse(consoleGuard, plainHostUrl('/deploy/nothing-here'));
    await page.goto(plainHostUrl('/deploy/nothing-here.html'));
    await expect(page).toHaveURL(plainHostUrl('/deploy/nothing-here'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
  await page.goto('/runtime/manual/getting_started/command_line_interface');
  const headings = page.locator('article :is(h2, h3)[id]');
  const h3Count = await page.locator('article h3[id]').count();
  expect(h3Count, 'the page used here needs h3 headings').toBeGreaterThan(0);
  const ids = await headings.evaluateAll((nodes) => nodes.map((node) => node.id));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(tocTargets).toEqual(ids.map((id) => `#${id}`));
});

test('page titles use the | delimiter', async ({page}) => {
  await page.goto('/runtime/manual/getting_started/installation');
  await expect(page).toHaveTitle(/^.+ \| Deno Docs$/);
});

test('following a link in the page, the head describes the new page, and going back the old one', async ({page}) => {
  const head = async () => ({
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    tags: await page.locator('head [data-rh]').count(),
  });
  await page.goto('/runtime/manual/getting_started/first_steps');
  await waitForHydration(page);
  const first = await head();
  expect(first.canonical).toMatch(/\/runtime\/manual\/getting_started\/first_steps$/);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]').click();
  await expect(page).toHaveTitle('Installation | Deno Docs');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/getting_started\/installation$/);
  const second = await head();
  expect(second.description).not.toBe(first.description);
  expect(second.tags).toBe(first.tags);
  await page.goBack();
  await expect(page).toHaveTitle(first.title);
  await expect.poll(head).toEqual(first);
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.goto('/runtime/manual/getting_started/configuration_file');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(600, 400);
  // The theme compares each scroll position with the one before, so scroll in steps as a reader does.
  for (let step = 0; step < 5; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('scrolling back up far down a page shows the back-to-top button, which takes the reader to the top', async ({
  page,
}) => {
  await page.goto('/deploy/kv/manual/operations');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  await page.mouse.move(600, 400);
  for (let step = 0; step < 8; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, -200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigating to a URL with a hash scrolls to that heading', async ({page}) => {
  await page.goto('/runtime/manual/getting_started/command_line_interface');
  const target = page.locator('article h2[id]').last();
  const id = await target.getAttribute('id');
  await page.goto(`/runtime/manual/getting_started/command_line_interface#${id}`);
  await expect(target).toBeInViewport();
});

test('no request leaves localhost by default', async ({page}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost') external.push(request.url());
  });
  for (const path of ['/', '/runtime/manual/getting_started/first_steps', '/deploy/kv']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(external).toEqual([]);
});

test('the feedback prompt opens a prefilled issue in the repository, and nothing leaves the page before', async ({
  page,
  context,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) external.push(request.url());
  });
  // The issue form itself is out of reach here: answer for GitHub.
  await context.route('https://github.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>issue</title>'}),
  );
  await page.goto('/runtime/manual/basics/permissions');
  await waitForHydration(page);
  const prompt = page.getByRole('region', {name: 'Was this page helpful?'});
  await expect(prompt).toBeVisible();
  expect(external).toEqual([]);
  const [issue] = await Promise.all([context.waitForEvent('page'), prompt.getByRole('link', {name: 'No'}).click()]);
  const url = new URL(issue.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/denoland/docs/issues/new');
  expect(url.searchParams.get('title')).toBe('Docs feedback: Permissions (not helpful)');
  expect(url.searchParams.get('body')).toContain('Page: https://docs.deno.com/runtime/manual/basics/permissions');
  await expect(prompt.getByRole('status')).toContainText('Thank you');
});

test('a docs page links Edit this page to its file in the repository and says when the file last changed', async ({
  page,
}) => {
  await page.goto('/runtime/manual/basics/permissions');
  const file = 'runtime/manual/basics/permissions.md';
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `https://github.com/denoland/docs/edit/main/${file}`,
  );
  // The date of the file's last commit, from git (the build runs in a checkout here).
  const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim());
  const time = page.locator('.theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
});
