import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {Card, Cards} from '@site/src/components/Cards';
import {products} from '@site/src/data/products';
import {homeStartingPoints} from '@site/src/data/home';
import {referenceLinks} from '@site/src/data/navigation';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Deno documentation"
      description="Learn the Deno runtime, deploy to Deno Deploy, store data in Deno KV and run your customers' code with Deno Subhosting.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Deno documentation
          </Heading>
          <p className={styles.lead}>
            Write TypeScript and JavaScript that runs securely by default, then ship it to a global edge network with a
            database built in.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/runtime/manual/getting_started/installation">
              Install Deno
            </Link>
            <Link className="button button--secondary button--lg" to="/runtime/manual/getting_started/first_steps">
              First steps
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">Products</Heading>
        <Cards>
          {products.map((product) => (
            <Card key={product.slug} title={product.name} href={product.basePath} eyebrow={product.shortName}>
              {product.summary}
            </Card>
          ))}
        </Cards>
        <Heading as="h2">Start here</Heading>
        <Cards>
          {homeStartingPoints.map((item) => (
            <Card key={item.href} title={item.title} href={item.href}>
              {item.description}
            </Card>
          ))}
        </Cards>
        <Heading as="h2">Reference</Heading>
        <Cards>
          {referenceLinks.map((item) => (
            <Card key={item.to} title={item.label} href={item.to}>
              {item.description}
            </Card>
          ))}
        </Cards>
      </main>
    </Layout>
  );
}
