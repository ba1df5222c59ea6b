#!/usr/bin/env python3
"""An editor saving while viper-gen works: how many of the editor's lines a run loses.

    Scripts/editor-race.py [--modules N] [--trials T] [path/to/viper-gen]

Makes N modules with `new`, adds a use case to every spec, then runs `generate --merge` on all
of them while an "editor" appends a line to one module's presenter every millisecond (in place,
as `>>` does) and, in every other trial, saves another module's presenter by writing a new file
and renaming it over the old one (as Xcode saves). Each trial
counts the editor's lines missing from the presenter afterwards, and whether the run exited 0,
1 or 2. A run may stop (exit 2: a file changed while it worked); it should lose no line (one
appended through a handle opened in the instant before the run's rename can still go to the
file replaced, as with any save by rename). Results are in docs/hardening.md.
"""
import os, shutil, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    args = sys.argv[1:]
    modules, trials = 100, 10
    if "--modules" in args:
        index = args.index("--modules")
        modules = int(args[index + 1])
        del args[index:index + 2]
    if "--trials" in args:
        index = args.index("--trials")
        trials = int(args[index + 1])
        del args[index:index + 2]
    binary = os.path.abspath(args[0] if args else os.path.join(ROOT, ".build", "debug", "viper-gen"))
    totals = {"lost": 0, "appended": 0, "exits": {}}
    for trial in range(trials):
        folder = tempfile.mkdtemp(prefix="editor-race-")
        try:
            lost, appended, code = run_trial(binary, folder, modules, trial)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        totals["lost"] += lost
        totals["appended"] += appended
        totals["exits"][code] = totals["exits"].get(code, 0) + 1
        print(f"trial {trial + 1}: exit {code}, {appended} lines appended, {lost} lost", flush=True)
    print(f"{trials} trials of generate --merge on {modules} modules: "
          f"{totals['lost']} of {totals['appended']} appended lines lost; exits {totals['exits']}")
    return 1 if totals["lost"] else 0


def run_trial(binary, folder, modules, trial):
    names = [f"Mod{index}" for index in range(modules)]
    for name in names:
        subprocess.run([binary, "new", name], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    specs = [os.path.join(name, name + ".yml") for name in names]
    for spec in specs:
        path = os.path.join(folder, spec)
        text = open(path).read()
        use = "useCases:\n"
        text = text.replace(use, use + "  - refreshThings() async throws\n", 1)
        open(path, "w").write(text)
    presenter = os.path.join(folder, names[-1], names[-1] + "Presenter.swift")
    stop = threading.Event()
    appended = []

    def editor():
        count = 0
        while not stop.is_set():
            count += 1
            line = f"// editor line {count}\n"
            with open(presenter, "a") as handle:
                handle.write(line)
            appended.append(line)
            if trial % 2 == 1:
                # A save by rename, as Xcode saves, of another file the run merges.
                target = os.path.join(folder, names[0], names[0] + "Presenter.swift")
                text = open(target).read()
                temporary = target + ".saving"
                open(temporary, "w").write(text)
                os.rename(temporary, target)
            time.sleep(0.001)

    thread = threading.Thread(target=editor)
    thread.start()
    code = subprocess.run([binary, "generate", "--merge"] + specs, cwd=folder,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    stop.set()
    thread.join()
    text = open(presenter).read()
    lost = sum(1 for line in appended if line not in text)
    return lost, len(appended), code


if __name__ == "__main__":
    sys.exit(main())
