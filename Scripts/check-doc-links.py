#!/usr/bin/env python3
"""Checks the relative links of README.md and docs/*.md: each `[text](path#anchor)` names a
file that exists and, with an anchor, a heading of that file whose GitHub slug is the anchor.
Links inside code (fenced blocks, `inline code`) and links to other sites are not checked.

    Scripts/check-doc-links.py          # from anywhere; exits 1 and lists each broken link
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^()\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def prose_lines(text):
    """The file's lines outside fenced code blocks, with their numbers."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def slug(heading):
    """The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    seen = {}
    result = set()
    for _, line in prose_lines(path.read_text(encoding="utf-8")):
        match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def main():
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
    cache = {}
    broken = []
    checked = 0
    for page in pages:
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            line = re.sub(r"`[^`]*`", "", line)
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                checked += 1
                path, _, anchor = target.partition("#")
                file = (page.parent / path).resolve() if path else page
                where = f"{page.relative_to(ROOT)}:{number}"
                if not file.exists():
                    broken.append(f"{where}: '{target}': no file {path}")
                    continue
                if anchor and file.suffix == ".md":
                    if file not in cache:
                        cache[file] = anchors(file)
                    if anchor not in cache[file]:
                        broken.append(f"{where}: '{target}': no heading '#{anchor}' in {path or page.name}")
    for line in broken:
        print(line)
    print(f"{checked} relative links in {len(pages)} pages, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
