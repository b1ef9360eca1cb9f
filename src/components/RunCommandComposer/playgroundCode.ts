// The visitor edits this in the browser: plain JSX, with hooks and CopyableCommand in react-live's
// scope.
export const runComposerCode = `function RunCommand() {
  // Change these defaults and the form follows.
  const [image, setImage] = useState('docker.io/library/httpd');
  const [name, setName] = useState('web');
  const [ports, setPorts] = useState('8080:80/tcp');
  const [detach, setDetach] = useState(true);
  const [remove, setRemove] = useState(false);
  const [volume, setVolume] = useState('');
  const [label, setLabel] = useState(true);

  const parts = ['podman run'];
  if (detach) parts.push('-d');
  if (remove) parts.push('--rm');
  if (name) parts.push('--name ' + name);
  ports.split(',').map((p) => p.trim()).filter(Boolean)
    .forEach((p) => parts.push('-p ' + p));
  // -v takes SOURCE:CONTAINER-DIR[:OPTIONS], the options one comma-separated list (podman-run(1)):
  // ro and the SELinux label join as ro,Z. A lone CONTAINER-DIR (an anonymous volume) takes no
  // options.
  const mount = volume.trim().split(':');
  if (label && mount.length > 1 && !/(^|,)[zZ](,|$)/.test(mount[2] || '')) {
    mount[2] = mount[2] ? mount[2] + ',Z' : 'Z';
  }
  if (volume.trim()) parts.push('-v ' + mount.join(':'));
  parts.push(image || '<image>');

  // Image names are not words: no capitals or corrections on a phone.
  const verbatim = {autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false};
  return (
    <form className="run-form" onSubmit={(e) => e.preventDefault()}>
      <label className="run-form__field">Image
        <input {...verbatim} value={image}
          onChange={(e) => setImage(e.target.value)} />
      </label>
      <label className="run-form__field">Container name
        <input {...verbatim} value={name}
          onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="run-form__field">
        Published ports (host:container, comma separated)
        <input {...verbatim} value={ports}
          onChange={(e) => setPorts(e.target.value)} />
      </label>
      <label className="run-form__field">
        Volume (host-dir:container-dir, add :ro to mount it read-only)
        <input {...verbatim} value={volume}
          placeholder="./site:/usr/local/apache2/htdocs:ro"
          onChange={(e) => setVolume(e.target.value)} />
      </label>
      <label className="run-form__check">
        <input type="checkbox" checked={label}
          onChange={(e) => setLabel(e.target.checked)} />
        Relabel the volume for SELinux (Z)
      </label>
      <label className="run-form__check">
        <input type="checkbox" checked={detach}
          onChange={(e) => setDetach(e.target.checked)} />
        Run in the background (-d)
      </label>
      <label className="run-form__check">
        <input type="checkbox" checked={remove}
          onChange={(e) => setRemove(e.target.checked)} />
        Remove when it stops (--rm)
      </label>
      <CopyableCommand command={parts.join(' ')} />
    </form>
  );
}`;
