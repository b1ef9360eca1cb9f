#!/usr/bin/env python3
"""Fidelity: the links of each post of blog/ and release/ against its entry in the facts catalogue.

Usage, from the project root: python3 maintaining/fidelity.py CATALOGUE_DIR
CATALOGUE_DIR is the folder holding blog.json and release.json. This is a maintainer's tool, not
part of the build or the tests, which never read outside the repository. Per post it lists:
  added    a link the post carries that no part of its entry gives (links, facts, code, gist, twin);
  lacking  an entry link, or a URL written in its facts, that the post does not carry;
  absent   a link of a kind the entry's notes say the post has none of ("no release-notes link").
A lacking link of a kind the project leaves out on purpose is listed as "left out" with its rule
(maintaining/decisions.md, "Links that differ from the catalogue", says why). A link added or left
out on purpose has a row, with why, in that section's table, and is reported as "kept" or "left
out". The byline's profile link is on the page already and is not lacking. A route of another post
counts as given when the entry's notes name that post by its date or, for a release, its version.
Links are compared normalised: no scheme, "www.", trailing slash, #fragment or tracking parameter;
a route here stands for the same path on podman.io; an address of the earlier podman.io for the
route tests/fixtures/archive.json or config/redirects.ts gives it; a file of containers/podman.io_old
for its old address.
Exit status 1 when anything is added, lacking (and not left out by a rule) or absent."""
import json
import pathlib
import re
import sys
from urllib.parse import urlsplit

ROOT = pathlib.Path(__file__).resolve().parent.parent
DECISIONS = ROOT / "maintaining" / "decisions.md"
KEPT_HEADING = "## Links that differ from the catalogue"

URL = re.compile(r"https?://[^\s<>()\[\]`'\"]+")
MD_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REF_DEF = re.compile(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?\s*$", re.M)
# A URL written in a note without its scheme: a host, then a path ("devconf.info/us").
TLD = "com|org|io|net|info|dev|me|de|nl|fr|news|today|chat|dz"
BARE = re.compile(rf"(?<![\w./@-])(?:[a-z0-9-]+\.)+(?:{TLD})/[^\s,;)'\"`]*", re.I)
# Hosts whose paths in the notes are container images, not pages.
REGISTRIES = {"docker.io", "quay.io", "registry.access.redhat.com", "registry.fedoraproject.org"}
TRACKING = re.compile(r"(utm_\w+|cm_\w+|sc_cid|hss_channel|linkId|es_p|lang|feature)=", re.I)
OLD_FILES = re.compile(r"^github\.com/containers/podman\.io_old/(?:blob|tree)/main/old/")
# A note that the post has no link of some kind: the words between "no" and "link" say which.
ABSENCE = re.compile(r"\b(?:no|without)\s+((?:[\w/-]+\s+){0,2}?)links?\b", re.I)
KINDS = {
    "release-notes": re.compile(r"release[_-]?notes|/releases(?:/|$)|changelog", re.I),
    "install": re.compile(r"install", re.I),
    "video": re.compile(r"youtube\.com|youtu\.be|vimeo\.com|video", re.I),
}
# The catalogue's author keys that differ from authors.yml's (its README says which).
AUTHOR_KEYS = {"bbaude": "baude", "Adrian Reber": "adrianr"}
# Links the site leaves out of every post, whatever the entry: (rule, test on the normalised URL).
IMAGE = re.compile(r"\.(png|jpe?g|gif|svg)$", re.I)
PROFILE = re.compile(r"^((twitter|github)\.com/|linkedin\.com/in/|medium\.com/@)[^/]+$|^[\w-]+\.medium\.com$")
WRITER_PAGE = re.compile(r"/(authors?|users?|people|profile|meet-the-team/.*)/[^/]+$|/about_me(\.html)?$")
LEFT_OUT = [
    ("an image of the original", lambda url, _: IMAGE.search(url)),
    ("a profile page", lambda url, _: PROFILE.match(url)),
    ("a writer's page on the venue", lambda url, _: WRITER_PAGE.search(url)),
    ("a venue's front page or section", lambda url, links: front_page_above(url, links)),
]


def normal(url: str) -> str:
    """The form links are compared in."""
    url = url.strip().strip("\"'").rstrip(".,;:")
    if url.startswith("/"):
        url = "https://podman.io" + url
    if "://" not in url:
        url = "https://" + url
    parts = urlsplit(url)
    host = parts.netloc.lower().removeprefix("www.")
    path = parts.path.rstrip("/")
    if OLD_FILES.match(host + path):
        host, path = "podman.io", "/" + OLD_FILES.sub("", host + path)
    if host == "podman.io":
        path = re.sub(r"(/index)?\.html$", "", path)
    params = [p for p in parts.query.split("&") if p and not TRACKING.match(p)]
    return host + path + ("?" + "&".join(params) if params else "")


def under(url: str, prefix: str) -> bool:
    return url == prefix or url.startswith(prefix + "/")


def front_page_above(url: str, links: set[str]) -> bool:
    """A site's front page or top-level section above a page the post links (…/sysadmin over …/x)."""
    segments = url.split("/")[1:]
    if len(segments) > 1 and re.fullmatch(r"[a-z]{2}(-[a-z]{2})?", segments[0]):
        segments = segments[1:]
    return len(segments) <= 1 and any(other != url and under(other, url) for other in links)


def entry_text(entry: dict) -> str:
    """Every string of an entry but its link list, lower-cased: facts, gist, sections, code, announces..."""
    out: list[str] = []

    def walk(value):
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, (list, dict)):
            for v in value.values() if isinstance(value, dict) else value:
                walk(v)

    walk({k: v for k, v in entry.items() if k != "links"})
    return " ".join(out).lower()


def notes(entry: dict) -> list[str]:
    return entry["facts"] + [entry["gist"]] + entry.get("sections", []) + [entry.get("announces") or ""]


def fact_urls(entry: dict) -> set[str]:
    """URLs written in the entry's notes (not its code, where a host and path is an image or a module)."""
    found = set()
    for text in notes(entry):
        for match in URL.findall(text) + BARE.findall(text):
            url = normal(match)
            if url.split("/")[0] not in REGISTRIES and not re.search(r"@v\d|/v\d+$", url):
                found.add(url)
    return found


def post_links(markdown: str) -> list[str]:
    """The links of a post's body, each once, in order: Markdown links and references, bare URLs."""
    body = re.sub(r"\A---\n.*?\n---\n", "", markdown, flags=re.S)
    links = MD_LINK.findall(body) + REF_DEF.findall(body) + URL.findall(MD_LINK.sub("]", body))
    links = [link.rstrip(".,;:") for link in links if link.startswith(("http://", "https://", "/"))]
    return list(dict.fromkeys(links))


def route(file: str) -> str:
    """blog/2019-06-13-new.md -> the normalised route /blogs/2019/06/13/new (as config/postRoute.ts)."""
    m = re.match(r"^(blog|release)/(\d{4})-(\d\d)-(\d\d)-(.*)\.mdx?$", file)
    return normal(f"/{'blogs' if m[1] == 'blog' else 'release'}/{m[2]}/{m[3]}/{m[4]}/{m[5]}") if m else ""


def byline_urls() -> dict[str, str]:
    """Each author key's profile address, from blog/ and release/ authors.yml (read without YAML)."""
    urls = {}
    for folder in ("blog", "release"):
        key = None
        for line in (ROOT / folder / "authors.yml").read_text().splitlines():
            if re.match(r"^[\w-]+:\s*$", line):
                key = line.rstrip(": ")
            m = re.match(r'^\s+url:\s*"?([^"\s]+)"?', line)
            if key and m:
                urls[key] = normal(m.group(1))
    return urls


def old_routes() -> dict[str, str]:
    """The earlier podman.io's addresses, normalised, to the routes they have here: each post's
    (archive.json) and the pages config/redirects.ts sends on ({from: '/releases', to: '/release'})."""
    archive = json.loads((ROOT / "tests" / "fixtures" / "archive.json").read_text())
    routes = {normal(post["old"]): normal(post["route"]) for post in archive}
    redirects = (ROOT / "config" / "redirects.ts").read_text()
    for old, new in re.findall(r"\{from: '([^']+)', to: '([^']+)'\}", redirects):
        routes[normal(old)] = normal(new)
    return routes


def post_names(routes: dict[str, str]) -> dict[str, re.Pattern]:
    """Each post's route to the ways an entry's notes name it: its date, or a release's version."""
    names = {}
    for route in set(routes.values()):
        m = re.match(r"^podman\.io/(blogs|release)/(\d{4})/(\d\d)/(\d\d)/(.*)$", route)
        if not m:
            continue
        ways = [re.escape(f"{m[2]}-{m[3]}-{m[4]}")]
        version = re.search(r"-v(\d+\.\d+)\.(\d+)$", m[5]) if m[1] == "release" else None
        if version:
            minor, patch = version[1], version[2]
            written = re.escape(minor) + (r"(?:\.0)?" if patch == "0" else re.escape("." + patch))
            ways.append(rf"(?<![\d.])v?{written}(?!\d|\.\d)")
        names[route] = re.compile("|".join(ways), re.I)
    return names


def kept_links() -> set[tuple[str, str]]:
    """(file, normalised URL) of the rows of the decisions table: links added or left out on purpose."""
    text = DECISIONS.read_text()
    if KEPT_HEADING not in text:
        return set()
    section = text.split(KEPT_HEADING, 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\|\s*`([^`]+)`\s*\|\s*<?([^\s|>]+)>?\s*\|", section, re.M)
    return {(file, normal(url)) for file, url in rows}


class Site:
    """What the checks read from the repository besides the posts: authors, old addresses, decisions."""

    def __init__(self) -> None:
        self.authors = byline_urls()
        self.routes = old_routes()
        self.names = post_names(self.routes)
        self.kept = kept_links()

    def here(self, url: str) -> str:
        return self.routes.get(url, url)


def check(file: str, markdown: str, entry: dict, site: Site, twin_links: set[str]) -> tuple[list, dict]:
    """The findings of one post, as lines, and their counts by kind; twin_links: what its twin links."""
    given = {site.here(normal(link["url"])) for link in entry["links"]}
    facts = {site.here(url) for url in fact_urls(entry)}
    key = AUTHOR_KEYS.get(entry["author"], entry["author"])
    byline = {site.authors[key]} if key in site.authors else set()
    twin = {route(entry["twin"])} if entry.get("twin") else set()
    text = entry_text(entry)
    links = post_links(markdown)
    carried = {normal(link) for link in links}
    written = markdown.lower()
    lines, counts = [], dict.fromkeys(("added", "lacking", "left out", "absent", "kept"), 0)

    def report(kind: str, link: str, why: str = "") -> None:
        lines.append(f"  {kind:<9}{link}{f'  ({why})' if why else ''}")
        counts[kind] += 1

    for link in links:
        url = normal(link)
        if url in given | facts | twin or url.lower() in text:
            continue
        if url in site.names and site.names[url].search(" ".join(notes(entry))):
            continue
        if (file, url) in site.kept:
            report("kept", link, "maintaining/decisions.md")
        else:
            report("added", link)
    for url in sorted((given | facts) - byline):
        # A URL of the notes is carried by a link under it, or written out (a repository in `git clone`).
        in_notes = url in facts and (any(under(c, url) for c in carried) or url.lower() in written)
        if url in carried or in_notes:
            continue
        rule = next((name for name, test in LEFT_OUT if test(url, carried | given)), "")
        if not rule and url in twin_links:
            rule = f"its twin {entry['twin']} carries it"
        if not rule and (file, url) in site.kept:
            rule = "maintaining/decisions.md"
        report("left out" if rule else "lacking", "https://" + url, rule)
    for note in notes(entry):
        for match in ABSENCE.finditer(note):
            kinds = [k for k in KINDS if k in match.group(1).lower()]
            for link in links:
                url = normal(link)
                if any(KINDS[k].search(url) for k in kinds) if kinds else url not in given | twin:
                    report("absent", link, f'entry: "{note}"')
    return lines, counts


def main() -> int:
    if len(sys.argv) != 2 or not (pathlib.Path(sys.argv[1]) / "blog.json").is_file():
        print(__doc__.split("\n\n")[1].split("\n")[0], file=sys.stderr)
        return 2
    catalogue = pathlib.Path(sys.argv[1])
    entries = {}
    for name in ("blog.json", "release.json"):
        entries.update((entry["file"], entry) for entry in json.loads((catalogue / name).read_text()))
    site = Site()
    totals = dict.fromkeys(("added", "lacking", "left out", "absent", "kept"), 0)
    posts = sorted(p for folder in ("blog", "release") for p in (ROOT / folder).glob("*.md*"))
    reported = 0
    for path in posts:
        file = path.relative_to(ROOT).as_posix()
        entry = entries.get(file)
        if entry is None:
            print(f"{file}\n  no entry in the catalogue")
            reported += 1
            continue
        twin = ROOT / entry.get("twin", "-")
        twin_links = {normal(link) for link in post_links(twin.read_text())} if twin.is_file() else set()
        lines, counts = check(file, path.read_text(), entry, site, twin_links)
        for kind, n in counts.items():
            totals[kind] += n
        if any(counts[k] for k in ("added", "lacking", "absent")):
            reported += 1
        if lines:
            print(file + "\n" + "\n".join(lines))
    print(
        f"{len(posts)} posts, {reported} with findings: {totals['added']} links added, "
        f"{totals['lacking']} lacking, {totals['absent']} against a note that says there is none; "
        f"{totals['left out']} left out by a rule, {totals['kept']} kept on purpose"
    )
    return 1 if reported else 0


if __name__ == "__main__":
    sys.exit(main())
