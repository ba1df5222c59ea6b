#!/usr/bin/env python3
"""viper-gen's speed, measured against the tools people use today. Anyone can rerun it:

    Scripts/benchmark.py [--runs N] [--modules N] [--largest-spec-only] [--copy-only]

1. `viper-gen new Cars` against cookiecutter rendering the same files (a cookiecutter
   template made from viper-gen's own output) and against a Swift program that only copies
   the finished files (Scripts/Benchmark/CopyFiles: reads the output of one `new Cars` and
   writes it into a fresh folder with Foundation, the least a tool that writes those files
   must do; it writes with open/write/close, as viper-gen does, since Foundation's
   `Data.write` also syncs each file to disk, which viper-gen does not: the program's
   `--data-write` variant is timed too, last, as its syncs slow down the runs after them),
   alternating runs; medians and their ratios, and a bare Swift process start for
   reference. Then `new` and the copy program alternating with nothing in between (no
   Python run to push either out of the caches), and the bare process, a bare process that
   links Foundation and `viper-gen --version` back to back. `--copy-only` runs only `new`
   against the copy program.
2. `viper-gen generate` and `generate --check` of 1,000 modules against `cp -r` of the
   tree they produce.
3. Peak memory (maximum resident set size) of each.
4. `viper-gen generate --dry-run` of the largest spec the spec limits allow (as
   `TemplateSamples.large` writes it: 200 use cases, routes and properties, 20 parameters a
   signature), for every built-in set in three flavours: what rendering, laying out and
   checking the most a spec may ask for costs. `--largest-spec-only` runs only this part.

It builds viper-gen as the README installs it (release, static Swift runtime) and installs
cookiecutter with pip when it is missing (into the Python that runs this script; use a
virtual environment to keep it apart). Peak memory comes from GNU time (/usr/bin/time, as
on Linux). Results go to stdout as a Markdown table.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-bench")


def run(arguments, cwd=None):
    """Runs a command, which must succeed, and returns its wall time in seconds."""
    start = time.perf_counter()
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(arguments)} failed with exit code {result.returncode}:\n{result.stderr}")
    return elapsed


def peak_memory(arguments, cwd=None):
    """Peak resident set size of one run, which must succeed, in MiB, from GNU time."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + arguments, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(arguments)} failed with exit code {result.returncode}:\n{result.stderr}")
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def same_trees(left, right):
    """Whether two folders hold the same files with the same bytes."""
    def files(folder):
        found = {}
        for top, _, names in os.walk(folder):
            for name in names:
                path = os.path.join(top, name)
                with open(path, "rb") as handle:
                    found[os.path.relpath(path, folder)] = handle.read()
        return found
    return files(left) == files(right)


def build_viper_gen():
    subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", SCRATCH], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    return os.path.join(SCRATCH, "release", "viper-gen")


def cookiecutter():
    found = shutil.which("cookiecutter")
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "cookiecutter"], check=True)
        found = shutil.which("cookiecutter")
    # pyenv and similar put a shell script in front of the real entry point; time the real one.
    real = os.path.join(os.path.dirname(sys.executable), "cookiecutter")
    return real if os.path.exists(real) else found


def bare_swift_process(folder, name="empty", source_text="print(\"\")\n"):
    source = os.path.join(folder, f"{name}.swift")
    with open(source, "w") as handle:
        handle.write(source_text)
    binary = os.path.join(folder, name)
    subprocess.run(["swiftc", "-O", "-static-stdlib", source, "-o", binary], check=True, stderr=subprocess.DEVNULL)
    return binary


def foundation_swift_process(folder):
    """A bare process that links Foundation statically, as viper-gen does (Yams and Stencil need it)."""
    return bare_swift_process(folder, "foundation", "import Foundation\nprint(URL(fileURLWithPath: \"/\").path.isEmpty ? \"?\" : \"\")\n")


def copy_program(folder):
    """The copy-only baseline, built as viper-gen is built: optimized, static Swift runtime."""
    source = os.path.join(ROOT, "Scripts", "Benchmark", "CopyFiles", "main.swift")
    binary = os.path.join(folder, "copy-files")
    subprocess.run(["swiftc", "-O", "-static-stdlib", source, "-o", binary], check=True, stderr=subprocess.DEVNULL)
    return binary


def new_output(viper_gen, folder):
    """The files of one `viper-gen new Cars`, as the README runs it (sources and tests)."""
    out = os.path.join(folder, "reference")
    subprocess.run([viper_gen, "new", "Cars", "-o", os.path.join(out, "Sources"), "--tests-output",
                    os.path.join(out, "Tests")], check=True, stdout=subprocess.DEVNULL)
    return out


def check_copy_output(copy, reference, target):
    """Makes sure the copy program wrote exactly the files `new Cars` writes into `target`."""
    if not same_trees(target, reference):
        sys.exit("the copy program's output differs from viper-gen's; the comparison would not be fair")


def new_against_copy(viper_gen, copy, reference, folder, runs):
    """`new Cars` and the copy program alternating, nothing else in between, each run into a
    new folder."""
    new_times, copy_times = [], []
    for index in range(runs):
        target = os.path.join(folder, f"pair-new{index}")
        new_times.append(run([viper_gen, "new", "Cars", "-o", os.path.join(target, "Sources"), "--tests-output",
                              os.path.join(target, "Tests")]))
        copy_times.append(run([copy, reference, os.path.join(folder, f"pair-copy{index}")]))
    return new_times, copy_times


def copy_with_data_write(copy, reference, folder, runs):
    """The copy program writing with `Data.write`, back to back, after all the other runs: its
    `fsync`s would slow down whatever runs right after them."""
    times = [run([copy, "--data-write", reference, os.path.join(folder, f"data-write{index}")])
             for index in range(runs)]
    check_copy_output(copy, reference, os.path.join(folder, "data-write0"))
    return times


def cookiecutter_template(viper_gen, folder):
    """A cookiecutter template whose output is exactly what `viper-gen new Cars` writes."""
    out = new_output(viper_gen, folder)
    template = os.path.join(folder, "template")
    base = os.path.join(template, "{{cookiecutter.name}}")
    for top, _, names in os.walk(out):
        for name in names:
            source = os.path.join(top, name)
            relative = os.path.relpath(source, out).replace("Cars", "{{cookiecutter.name}}")
            relative = relative.replace("Car", "{{cookiecutter.entity}}")
            target = os.path.join(base, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            text = open(source).read().replace("Cars", "{{ cookiecutter.name }}").replace("Car", "{{ cookiecutter.entity }}")
            with open(target, "w") as handle:
                handle.write(text)
    with open(os.path.join(template, "cookiecutter.json"), "w") as handle:
        handle.write('{"name": "Cars", "entity": "Car"}\n')
    return template, out


def check_cookiecutter_output(cookie, template, reference, folder):
    """Makes sure cookiecutter renders exactly the files viper-gen writes, so both do the same work."""
    target = os.path.join(folder, "cookie-check")
    run([cookie, "--no-input", template, "-o", target])
    if not same_trees(os.path.join(target, "Cars"), reference):
        sys.exit("cookiecutter's output differs from viper-gen's; the comparison would not be fair")


def median_ms(values):
    return statistics.median(values) * 1000


def write_specs(folder, count):
    specs = os.path.join(folder, "Specs")
    os.makedirs(specs)
    for index in range(1, count + 1):
        with open(os.path.join(specs, f"Mod{index}.yml"), "w") as handle:
            handle.write(
                f"module: Mod{index}\nentity:\n  name: Item{index}\n  properties:\n    id: String\n    title: String\n"
                f"useCases:\n  - fetchItems() async throws -> [Item{index}]\n  - save(_ item: Item{index}) async throws\n"
                f"routes:\n  - showDetail(for viewModel: Item{index}ViewModel)\n"
            )
    return specs


def largest_spec(folder, count=200, parameters=20):
    """The largest spec the limits allow, written as `TemplateSamples.large` writes it."""
    types = ["String", "Int", "Double", "Bool", "UUID", "Date", "URL?", "[String]", "[String: Int]", "String?"]
    results = [" async throws -> [Item]", " async throws -> Item?", " async -> Int", " throws", "", " -> Bool"]

    def arguments(index):
        return ", ".join(f"a{n}: {types[(n + index) % len(types)]}" for n in range(parameters))

    lines = ["module: Large", "entity:", "  name: Item", "  properties:"]
    lines += [f"    p{n}: {types[n % len(types)]}" for n in range(count)]
    lines += ["viewModel:", "  name: ItemRow", "  properties:"]
    lines += [f"    - p{n}" for n in range(count)]
    lines += ["useCases:"]
    lines += [f"  - u{n}({arguments(n)}){results[n % len(results)]}" for n in range(count)]
    lines += ["routes:"]
    lines += [f"  - r{n}({arguments(n)})" for n in range(count)]
    path = os.path.join(folder, "Large.yml")
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    return path


LARGEST_FLAVOURS = [("uikit", "swift-testing"), ("swiftui", "xctest"), ("none", "none")]


def largest_spec_table(viper_gen, runs):
    """Medians of `generate --dry-run` of the largest spec, by set and flavour, as a Markdown table."""
    sets = sorted(line.split()[0] for line in subprocess.run(
        [viper_gen, "templates", "list"], check=True, capture_output=True, text=True).stdout.splitlines() if line.strip())
    lines = ["| set | " + " | ".join(f"`--ui {ui} --tests {tests}`" for ui, tests in LARGEST_FLAVOURS) + " |",
             "|---|" + "---:|" * len(LARGEST_FLAVOURS)]
    with tempfile.TemporaryDirectory() as folder:
        spec = largest_spec(folder)
        for name in sets:
            cells = []
            for ui, tests in LARGEST_FLAVOURS:
                command = [viper_gen, "generate", spec, "-a", name, "--ui", ui, "--tests", tests, "-o",
                           os.path.join(folder, "Sources"), "--tests-output", os.path.join(folder, "Tests"), "--dry-run"]
                cells.append(f"{median_ms([run(command) for _ in range(runs)]):.0f} ms")
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main():
    arguments = sys.argv[1:]
    runs = int(arguments[arguments.index("--runs") + 1]) if "--runs" in arguments else 15
    modules = int(arguments[arguments.index("--modules") + 1]) if "--modules" in arguments else 1000
    viper_gen = build_viper_gen()
    if "--largest-spec-only" in arguments:
        print(f"`generate --dry-run` of the largest spec, medians of {runs} runs, on {os.cpu_count()} cores.\n")
        print(largest_spec_table(viper_gen, runs))
        return
    if "--copy-only" in arguments:
        with tempfile.TemporaryDirectory() as folder:
            copy = copy_program(folder)
            reference = new_output(viper_gen, folder)
            run([copy, reference, os.path.join(folder, "copy-check")])
            check_copy_output(copy, reference, os.path.join(folder, "copy-check"))
            new_times, copy_times = new_against_copy(viper_gen, copy, reference, folder, runs)
            data_write_times = copy_with_data_write(copy, reference, folder, runs)
        new_ms, copy_ms, data_write_ms = median_ms(new_times), median_ms(copy_times), median_ms(data_write_times)
        print(f"Alternating, medians of {runs} runs, on {os.cpu_count()} cores: `new Cars` {new_ms:.1f} ms, "
              f"the copy program {copy_ms:.1f} ms, with `Data.write` {data_write_ms:.1f} ms.\n"
              f"`new Cars` / copy program = {new_ms / copy_ms:.2f}x "
              f"({new_ms / data_write_ms:.2f}x the copy program writing with `Data.write`)")
        return
    cookie = cookiecutter()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        bare = bare_swift_process(folder)
        foundation = foundation_swift_process(folder)
        copy_files = copy_program(folder)
        template, reference = cookiecutter_template(viper_gen, folder)
        check_cookiecutter_output(cookie, template, reference, folder)
        run([copy_files, reference, os.path.join(folder, "copy-check")])
        check_copy_output(copy_files, reference, os.path.join(folder, "copy-check"))

        # 1. One module, alternating the tools so that all see the same machine.
        new_times, cookie_times, bare_times, copy_times = [], [], [], []
        for index in range(runs):
            target = os.path.join(folder, f"new{index}")
            new_times.append(run([viper_gen, "new", "Cars", "-o", os.path.join(target, "Sources"), "--tests-output",
                                  os.path.join(target, "Tests")]))
            cookie_times.append(run([cookie, "--no-input", template, "-o", os.path.join(folder, f"cookie{index}")]))
            copy_times.append(run([copy_files, reference, os.path.join(folder, f"copy-files{index}")]))
            bare_times.append(run([bare]))
        new_ms, cookie_ms, bare_ms = median_ms(new_times), median_ms(cookie_times), median_ms(bare_times)
        copy_ms = median_ms(copy_times)
        # `new` and the copy program alternating with nothing in between: no Python run to push
        # either out of the caches.
        alone_times, copy_alone_times = new_against_copy(viper_gen, copy_files, reference, folder, runs)
        alone_ms, copy_alone_ms = median_ms(alone_times), median_ms(copy_alone_times)
        bare_alone_times = []
        for index in range(runs):
            bare_alone_times.append(run([bare]))
        foundation_times = [run([foundation]) for _ in range(runs)]
        # What viper-gen costs before any work: loading the binary and reading the command line.
        version_times = [run([viper_gen, "--version"]) for _ in range(runs)]
        bare_alone_ms, version_ms = median_ms(bare_alone_times), median_ms(version_times)
        written = sum(len(names) for _, _, names in os.walk(reference))
        rows.append((f"`viper-gen new Cars` ({written} files, merge bases included)", f"{new_ms:.1f} ms",
                     f"{peak_memory([viper_gen, 'new', 'Cars', '-o', os.path.join(folder, 'm', 'S'), '--tests-output', os.path.join(folder, 'm', 'T')]):.0f} MiB"))
        rows.append((f"cookiecutter, the same {written} files", f"{cookie_ms:.1f} ms",
                     f"{peak_memory([cookie, '--no-input', template, '-o', os.path.join(folder, 'mc')]):.0f} MiB"))
        rows.append((f"a Swift program that only copies the same {written} files", f"{copy_ms:.1f} ms",
                     f"{peak_memory([copy_files, reference, os.path.join(folder, 'mcopy')]):.0f} MiB"))
        rows.append(("a bare Swift process (print and exit)", f"{bare_ms:.1f} ms", f"{peak_memory([bare]):.0f} MiB"))
        rows.append(("`viper-gen new Cars`, alternating with the copy program only", f"{alone_ms:.1f} ms", ""))
        rows.append(("the copy program, alternating with `new Cars` only", f"{copy_alone_ms:.1f} ms", ""))
        data_write_row = len(rows)
        rows.append(("a bare Swift process, runs back to back", f"{bare_alone_ms:.1f} ms", ""))
        rows.append(("a bare Swift process linking Foundation, runs back to back", f"{median_ms(foundation_times):.1f} ms",
                     f"{peak_memory([foundation]):.0f} MiB"))
        rows.append(("`viper-gen --version`, runs back to back", f"{version_ms:.1f} ms",
                     f"{peak_memory([viper_gen, '--version']):.0f} MiB"))

        # 2. A thousand modules.
        # Every run writes into folders of its own and nothing is deleted until the end:
        # creating files right after deleting thousands makes some file systems (ext4 without
        # a journal, here) slow down erratically, for viper-gen and cp alike.
        specs = write_specs(folder, modules)
        fresh, again, check, copy = [], [], [], []
        for index in range(max(3, runs // 3)):
            tree = os.path.join(folder, f"tree{index}")
            generate = [viper_gen, "generate", specs, "-o", os.path.join(tree, "Sources"), "--tests-output",
                        os.path.join(tree, "Tests")]
            copy.append(run(["cp", "-r", os.path.join(folder, f"tree{index - 1}"), os.path.join(folder, f"copy{index}")])
                        if index > 0 else run(["true"]))
            fresh.append(run(generate))
            again.append(run(generate))
            check.append(run(generate + ["--check"]))
        copy = copy[1:]
        tree = os.path.join(folder, "tree0")
        generate = [viper_gen, "generate", specs, "-o", os.path.join(tree, "Sources"), "--tests-output",
                    os.path.join(tree, "Tests")]
        files = sum(len(names) for _, _, names in os.walk(tree))
        empty_tree = [viper_gen, "generate", specs, "-o", os.path.join(folder, "mg", "Sources"), "--tests-output",
                      os.path.join(folder, "mg", "Tests")]
        rows.append((f"`generate` of {modules} modules ({files} files), into an empty tree", f"{median_ms(fresh):.0f} ms",
                     f"{peak_memory(empty_tree):.0f} MiB"))
        rows.append((f"`generate` of {modules} modules, nothing to change", f"{median_ms(again):.0f} ms",
                     f"{peak_memory(generate):.0f} MiB"))
        rows.append((f"`generate --check` of {modules} modules", f"{median_ms(check):.0f} ms",
                     f"{peak_memory(generate + ['--check']):.0f} MiB"))
        rows.append((f"`cp -r` of the same tree", f"{median_ms(copy):.0f} ms",
                     f"{peak_memory(['cp', '-r', tree, os.path.join(folder, 'mcp')]):.0f} MiB"))

        # Last, as its syncs slow down what runs after them.
        data_write_times = copy_with_data_write(copy_files, reference, folder, runs)
        rows.insert(data_write_row, ("the copy program writing with `Data.write` (an `fsync` a file), run last, back to back",
                                     f"{median_ms(data_write_times):.1f} ms", ""))

    print(f"Medians of {runs} alternating runs (one module) and {max(3, runs // 3)} runs ({modules} modules), "
          f"on {os.cpu_count()} cores.\n")
    print("| what | time | peak memory |")
    print("|---|---:|---:|")
    for row in rows:
        print(f"| {row[0]} | {row[1]} | {row[2]} |")
    print()
    print(f"- `new Cars` takes {new_ms / copy_ms:.2f}x the time of the copy program in the runs alternating with "
          f"cookiecutter, {alone_ms / copy_alone_ms:.2f}x alternating with it alone.")
    print(f"- In alternating runs, `new` is {cookie_ms / new_ms:.1f}x faster than cookiecutter and "
          f"{new_ms - bare_ms:.1f} ms slower than a bare Swift process; alternating with the copy program, it is "
          f"{alone_ms - bare_alone_ms:.1f} ms slower than the bare process run back to back, of which {version_ms - bare_alone_ms:.1f} ms is viper-gen "
          f"starting and reading a command line (`--version`) and {median_ms(foundation_times) - bare_alone_ms:.1f} ms "
          f"linking Foundation.")
    print(f"- `generate` of {modules} modules takes {median_ms(fresh) / median_ms(copy):.2f}x the time of `cp -r`; "
          f"`--check` {median_ms(check) / median_ms(again):.2f}x a `generate` that finds nothing to change.")
    print(f"\n`generate --dry-run` of the largest spec, medians of {max(3, runs // 3)} runs:\n")
    print(largest_spec_table(viper_gen, max(3, runs // 3)))


if __name__ == "__main__":
    main()
