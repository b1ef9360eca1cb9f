/**
 * The source shown in the live editor on /get-started. It is code the visitor
 * edits in the browser, so it stays plain JSX (react-live runs it with React's
 * hooks in scope) and renders a small form that composes a podman run command.
 */
export const runComposerCode = `function RunCommand() {
  // Change these defaults and the form below follows.
  const [image, setImage] = useState('docker.io/library/httpd');
  const [name, setName] = useState('web');
  const [ports, setPorts] = useState('8080:80/tcp');
  const [detach, setDetach] = useState(true);
  const [remove, setRemove] = useState(false);
  const [volume, setVolume] = useState('');

  const parts = ['podman run'];
  if (detach) parts.push('-d');
  if (remove) parts.push('--rm');
  if (name) parts.push('--name ' + name);
  ports.split(',').map((p) => p.trim()).filter(Boolean)
    .forEach((p) => parts.push('-p ' + p));
  if (volume) parts.push('-v ' + volume + ':Z');
  parts.push(image || '<image>');

  const field = {display: 'grid', gap: 4, marginBottom: 8};
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label style={field}>Image
        <input value={image} onChange={(e) => setImage(e.target.value)} />
      </label>
      <label style={field}>Container name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label style={field}>Published ports (host:container, comma separated)
        <input value={ports} onChange={(e) => setPorts(e.target.value)} />
      </label>
      <label style={field}>Volume (host-dir:container-dir)
        <input value={volume} placeholder="./site:/usr/local/apache2/htdocs"
          onChange={(e) => setVolume(e.target.value)} />
      </label>
      <label><input type="checkbox" checked={detach}
        onChange={(e) => setDetach(e.target.checked)} /> Run in the background (-d)</label>
      <br />
      <label><input type="checkbox" checked={remove}
        onChange={(e) => setRemove(e.target.checked)} /> Remove when it stops (--rm)</label>
      <pre aria-live="polite" style={{marginTop: 12}}><code>{parts.join(' ')}</code></pre>
    </form>
  );
}`;
