#!/usr/bin/env python3
"""Runs viper-gen on every input of the bad-input corpus and reports, for each, the exit code,
whether it wrote or changed any file, and how long it took (median of several runs).

    Scripts/bad-inputs.py [--runs N] [--record] [path/to/viper-gen]

The corpus is Tests/ViperGenCLITests/Corpus/bad-inputs.json; the test suite
(BadInputCorpusTests) checks the same entries' exact diagnostics. --record writes the
diagnostics the binary prints into the corpus, to be read before committing.
"""
import base64, json, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "ViperGenCLITests", "Corpus", "bad-inputs.json")


def materialize(files, folder):
    for path, spec in files.items():
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if "symlink" in spec:
            os.symlink(spec["symlink"], target)
            continue
        data = base64.b64decode(spec["base64"]) if "base64" in spec else spec.get("text", "").encode()
        if "repeat" in spec:
            data += spec["repeat"].encode() * spec["times"]
        data += spec.get("suffix", "").encode()
        with open(target, "wb") as handle:
            handle.write(data)


def snapshot(folder):
    """Every path below `folder` with what it holds: a file's bytes, a link's target, or None."""
    found = {}
    for base, dirs, names in os.walk(folder):
        for name in dirs + names:
            path = os.path.join(base, name)
            if os.path.islink(path):
                found[os.path.relpath(path, folder)] = "link to " + os.readlink(path)
            elif os.path.isdir(path):
                found[os.path.relpath(path, folder)] = None
            else:
                with open(path, "rb") as handle:
                    found[os.path.relpath(path, folder)] = handle.read()
    return found


def main():
    args = sys.argv[1:]
    runs = 5
    record = False
    if "--runs" in args:
        index = args.index("--runs")
        runs = int(args[index + 1])
        del args[index:index + 2]
    if "--record" in args:
        record = True
        args.remove("--record")
    binary = os.path.abspath(args[0] if args else os.path.join(ROOT, ".build", "release", "viper-gen"))
    corpus = json.load(open(CORPUS))
    failures = 0
    print(f"{'input':58} {'exit':>4} {'written':>7} {'median ms':>9}")
    for entry in corpus:
        # An input only one system has (a procfs file) is not tried elsewhere.
        if entry.get("onlyOn", sys.platform) != sys.platform:
            continue
        times = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as top:
                # Two folders down, as in the test suite, so a write through `../..` shows.
                folder = os.path.join(top, "project", "work")
                os.makedirs(folder)
                materialize(entry["files"], folder)
                before = snapshot(top)
                start = time.perf_counter()
                result = subprocess.run([binary] + entry["arguments"], cwd=folder, capture_output=True, text=True,
                                        errors="replace")
                times.append((time.perf_counter() - start) * 1000)
                written = snapshot(top) != before
        if record:
            entry["stderr"] = result.stderr
        ok = result.returncode == 2 and not written and (record or result.stderr == entry.get("stderr"))
        failures += 0 if ok else 1
        mark = "" if ok else "  <-- FAILED"
        print(f"{entry['name'][:58]:58} {result.returncode:>4} {'yes' if written else 'no':>7} "
              f"{statistics.median(times):>9.1f}{mark}")
    if record:
        with open(CORPUS, "w") as handle:
            json.dump(corpus, handle, indent=1, ensure_ascii=False)
            handle.write("\n")
    print(f"{len(corpus)} inputs, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
