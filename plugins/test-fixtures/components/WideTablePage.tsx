// A test-only page with a table too wide for a phone, to test its named scrolling box.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import ScrollingTable from '@site/src/components/ScrollingTable';

// A two-column table too wide for a phone (a table of two columns is not laid
// out in blocks), to show its box as a named, focusable scroll area. Markdown
// gets its name at build time (src/components/ScrollingTable/rehypeTables.ts);
// a page that renders a table itself gives it the same way.
const rows = [
  ['--security-opt=label=disable', '--userns=keep-id:uid=1000,gid=1000'],
  [
    '--device=/dev/fuse:/dev/fuse:rwm',
    '--mount=type=bind,src=/srv/site,dst=/usr/share/nginx/html,ro=true',
  ],
];

export default function WideTablePage(): ReactNode {
  return (
    <Layout title="Wide table fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="margin-vert--lg container">
        <div className="markdown">
          <h2>Wide table</h2>
          <ScrollingTable data-heading="Wide table">
            <thead>
              <tr>
                <th>Option</th>
                <th>Another option</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([a, b]) => (
                <tr key={a}>
                  <td>
                    <code>{a}</code>
                  </td>
                  <td>
                    <code>{b}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </div>
      </main>
    </Layout>
  );
}
