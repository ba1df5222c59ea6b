#!/usr/bin/env python3
"""A team's week with viper-gen, scripted (issue 34).

Makes a SwiftPM app package in a temporary folder (library target App, test target AppTests;
on Linux also the UIKit and SwiftUI API-surface modules of Samples/APISurface, linked in),
writes five modules with `viper-gen new` (viper + SwiftUI, clean-swift + UIKit, mvvm-c, mvp,
mvvm; two of them share the entity Car; specs in Specs/, where `modules: [Specs/*.yml]`
looks), then works through a week: each day edits the specs and the user-owned files as a
team would, runs `generate` (or `generate --merge`) and `generate --check`, and checks that
every user line written so far (a line holding `user-line-<n>`) is still in the package,
except those a step deletes on purpose (a module removed with `remove --force`). Conflicts
the tool reports are resolved by one scripted rule (keep the user's side and viper-gen's
side, user's first) and counted. At the end the package is built with warnings as errors
and its tests run, with SwiftPM's defaults and with a new Xcode 26 app target's settings
(as Tests/ViperGenKitTests/SamplesCompileTests.swift builds Samples/).

    python3 Scripts/team-week.py [--viper-gen .build/debug/viper-gen] [--keep] [--no-xcode26]

Prints a summary; exits 1 on a lost line, a failed check, build or test.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MARK = re.compile(r"user-line-(\d+)\b")

PACKAGE = """// swift-tools-version: 6.2
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let settings: [SwiftSetting] =
    ProcessInfo.processInfo.environment["WEEK_ISOLATION"] == "MainActor"
    ? strict + [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
    ]
    : strict
#if os(Linux)
    let surface: [Target] = [
        .target(name: "UIKit", path: "APISurface/UIKit", swiftSettings: strict),
        .target(name: "SwiftUI", path: "APISurface/SwiftUI", swiftSettings: strict),
    ]
    let frameworks: [Target.Dependency] = ["UIKit", "SwiftUI"]
#else
    let surface: [Target] = []
    let frameworks: [Target.Dependency] = []
#endif

let package = Package(
    name: "App",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "App", dependencies: frameworks, swiftSettings: settings),
        .testTarget(
            name: "AppTests", dependencies: ["App"] + frameworks, swiftSettings: settings),
    ] + surface,
    swiftLanguageModes: [.v6]
)
"""

# The five modules of Monday morning. Garage declares Car; Showroom shares it.
SPECS = {
    "Garage": {"architecture": "viper", "ui": "swiftui",
               "entity": {"name": "Car", "properties": {"id": "String", "make": "String",
                                                         "model": "String", "year": "Int"}},
               "viewModel": {"name": "CarRow", "properties": ["make", "model"]},
               "useCases": ["fetchCars() async throws -> [Car]"],
               "routes": ["showCarDetail(for row: CarRow)", "showSettings()"]},
    "Showroom": {"architecture": "clean-swift", "ui": "uikit", "tests": "xctest", "entity": "Car",
                 "viewModel": {"name": "ShowroomRow", "properties": ["make", "priceText: String"]},
                 "useCases": ["loadOffers() async throws -> [Car]"],
                 "routes": ["showOffer(_ row: ShowroomRow)", "close()"]},
    "Trips": {"architecture": "mvvm-c", "ui": "uikit",
              "entity": {"name": "Trip", "properties": {"id": "UUID", "title": "String",
                                                         "distance": "Double"}},
              "viewModel": {"name": "TripRow", "properties": ["title", "distanceText: String"]},
              "useCases": ["loadTrips() async throws -> [Trip]"],
              "routes": ["showTrip(_ row: TripRow)", "showMap()"]},
    "Inbox": {"architecture": "mvp", "ui": "uikit",
              "entity": {"name": "Message", "properties": {"id": "String", "subject": "String",
                                                            "unread": "Bool"}},
              "viewModel": {"name": "MessageRow", "properties": ["subject"]},
              "useCases": ["loadMessages() async throws -> [Message]"],
              "routes": ["showMessage(_ row: MessageRow)", "compose()", "showFolders()"]},
    "Profile": {"architecture": "mvvm", "ui": "swiftui",
                "entity": {"name": "User", "properties": {"id": "String", "name": "String",
                                                           "age": "Int"}},
                "viewModel": {"name": "UserCard", "properties": ["name", "ageText: String"]},
                "useCases": ["loadUser() async throws -> User"],
                "routes": ["showEditor(for card: UserCard)"]},
}


def spec_yaml(name, spec):
    lines = [f"module: {name}", f"architecture: {spec['architecture']}"]
    entity = spec["entity"]
    if isinstance(entity, str):
        lines.append(f"entity: {entity}")
    else:
        lines += ["entity:", f"  name: {entity['name']}", "  properties:"]
        lines += [f"    {k}: {v}" for k, v in entity["properties"].items()]
    model = spec["viewModel"]
    lines += ["viewModel:", f"  name: {model['name']}", "  properties:"]
    lines += [f"    - {p}" for p in model["properties"]]
    for key in ("useCases", "routes"):
        if spec[key]:
            lines.append(f"{key}:")
            lines += [f'  - "{s}"' if s.count(": ") > 1 else f"  - {s}" for s in spec[key]]
    lines.append(f"ui: {spec['ui']}")
    if "tests" in spec:
        lines.append(f"tests: {spec['tests']}")
    return "\n".join(lines) + "\n"


class Week:
    def __init__(self, tool, root):
        self.tool, self.root = tool, root
        self.steps = self.conflicts = self.written = self.checks = 0
        self.expected = set()  # user lines that must be in the tree
        self.deleted = set()   # user lines a step deleted on purpose
        self.failures = []
        self.log = []

    # -- running things --------------------------------------------------------------
    def run(self, *args, ok=(0,)):
        proc = subprocess.run(args, cwd=self.root, capture_output=True, text=True)
        if proc.returncode not in ok:
            self.fail(f"`{' '.join(args)}` exited {proc.returncode}:\n{proc.stdout}{proc.stderr}")
        return proc

    def vg(self, *args, ok=(0,)):
        return self.run(self.tool, *args, ok=ok)

    def fail(self, message):
        self.failures.append(message)
        print("FAIL:", message.splitlines()[0], file=sys.stderr)
        print("\n".join(message.splitlines()[1:40]), file=sys.stderr)

    # -- the tree --------------------------------------------------------------------
    def swift_files(self, *folders):
        for folder in folders or ("Sources", "Tests"):
            yield from sorted((self.root / folder).rglob("*.swift"))

    def module_files(self, module, kind="Sources"):
        folder = self.root / ("Sources/App" if kind == "Sources" else "Tests/AppTests") / module
        return sorted(folder.rglob("*.swift"))

    def generated(self, path):
        return path.read_text().startswith("// Generated by viper-gen")

    def lines_in_tree(self):
        found = set()
        for folder in ("Sources", "Tests", "Attic"):
            for path in (self.root / folder).rglob("*.swift*"):
                if ".viper-gen" in path.parts:
                    continue
                found.update(int(m) for m in MARK.findall(path.read_text()))
        return found

    def mark(self, text):
        self.written += 1
        self.expected.add(self.written)
        return f"{text} user-line-{self.written}"

    # -- user edits ------------------------------------------------------------------
    def fill_todos(self, module, kind, limit=4):
        """Does what `// TODO:` comments ask, as a comment saying what was done."""
        for path in self.module_files(module, kind):
            if self.generated(path):
                continue
            text, count, out = path.read_text().splitlines(keepends=True), 0, []
            for line in text:
                stripped = line.strip()
                if stripped.startswith("// TODO:") and count < limit and "user-line" not in line:
                    indent = line[: len(line) - len(line.lstrip())]
                    out.append(indent + self.mark(f"// Done ({module}):") + "\n")
                    count += 1
                else:
                    out.append(line)
            path.write_text("".join(out))

    def marked(self, code):
        """Every line of a block of the user's code, marked (a `//` comment at its end)."""
        return "".join(f"{line}  // {self.mark('ours')}\n" if line.strip() else "\n"
                       for line in code.splitlines())

    def append_helper(self, path, name):
        """A helper type of the user's at the end of a user-owned file."""
        path.write_text(path.read_text() + "\n/// Sorts rows for the screen.\n" + self.marked(
            f"struct {name} {{\n"
            f"    let ascending: Bool\n\n"
            f"    func order(_ names: [String]) -> [String] {{\n"
            f"        ascending ? names.sorted() : names.sorted(by: >)\n"
            f"    }}\n}}"))

    def append_test(self, path, name):
        """A test of the user's at the end of a user-owned test file."""
        text = path.read_text()
        if "import XCTest" in text:
            code = (f"nonisolated final class {name[0].upper() + name[1:]}Tests: XCTestCase {{\n"
                    f"    func testSorting() {{\n"
                    f"        XCTAssertEqual([\"b\", \"a\"].sorted(), [\"a\", \"b\"])\n"
                    f"    }}\n}}")
        elif "import Testing" in text:
            code = (f"@Test func {name}() {{\n"
                    f"    #expect([\"b\", \"a\"].sorted() == [\"a\", \"b\"])\n}}")
        else:
            return False
        path.write_text(text + "\n" + self.marked(code))
        return True

    def user_file(self, module, suffix, kind="Sources"):
        for path in self.module_files(module, kind):
            if path.name.endswith(suffix) and not self.generated(path):
                return path
        return None

    # -- a step ----------------------------------------------------------------------
    def write_spec(self, name):
        (self.root / "Specs" / f"{name}.yml").write_text(spec_yaml(name, SPECS[name]))

    def generate(self, step, merge=False):
        self.steps += 1
        args = ["generate", "--json"] + (["--merge"] if merge else [])
        proc = self.vg(*args, ok=(0, 1))
        report = json.loads(proc.stdout or "{}")
        files = report.get("files", [])
        conflicted = [f["path"] for f in files if f.get("status") == "conflict"]
        skipped = [f for f in files if f.get("status") == "skipped"
                   and "user-owned file exists" not in f.get("reason", "")]
        for path in conflicted:
            self.conflicts += self.resolve(self.root / path)
        if proc.returncode == 1 and not conflicted:
            self.fail(f"{step}: generate exited 1 without a conflict:\n{proc.stderr}")
        self.log.append((step, proc.returncode, len(conflicted),
                         [f"{f['path']} ({re.split('[:;,]', f.get('reason', ''))[0]})" for f in skipped]))
        self.check(step)
        return skipped

    def check(self, step):
        self.checks += 1
        proc = self.vg("generate", "--check", ok=(0, 1))
        if proc.returncode != 0:
            self.fail(f"{step}: generate --check failed:\n{proc.stdout}{proc.stderr}")
        missing = (self.expected - self.deleted) - self.lines_in_tree()
        if missing:
            self.fail(f"{step}: user lines lost: {sorted(missing)}")

    def resolve(self, path):
        """The scripted rule for a conflict. Where the base is empty (both sides inserted at
        one place), the user's lines, then viper-gen's; when both open k braces that the k
        lines after the markers close, each side gets those lines. Otherwise viper-gen's
        side, with the user's own lines (theirs, not the base's) kept above it."""
        lines = path.read_text().splitlines(keepends=True)
        out, count, i = [], 0, 0
        while i < len(lines):
            if not lines[i].startswith("<<<<<<<"):
                out.append(lines[i])
                i += 1
                continue
            count += 1
            sides, part = {"ours": [], "base": [], "theirs": []}, "ours"
            for j in range(i, len(lines)):
                print("    | " + lines[j].rstrip("\n"))  # the conflict as the tool wrote it
                if lines[j].startswith(">>>>>>>"):
                    break
                if lines[j].startswith("|||||||"):
                    part = "base"
                elif lines[j].startswith("======="):
                    part = "theirs"
                elif not lines[j].startswith("<<<<<<<"):
                    sides[part].append(lines[j])
            i = j + 1
            ours, base, theirs = sides["ours"], sides["base"], sides["theirs"]
            if not base:
                depth = sum(l.count("{") - l.count("}") for l in ours)
                closing = lines[i:i + depth] if depth > 0 else []
                both_close = (depth == sum(l.count("{") - l.count("}") for l in theirs)
                              and all(l.strip() == "}" for l in closing))
                out += ours + (closing + ["\n"] if both_close and closing else [])
                out += theirs
            else:
                out += [l for l in ours if l not in base] + theirs
        path.write_text("".join(out))
        print(f"  resolved {count} conflict(s) in {path.relative_to(self.root)}")
        return count

    def carry_over(self, old, new):
        """What the user added at the end of a file of the old flavour (a helper type, a
        test) goes to the end of the new flavour's file, as a user would move it."""
        text = old.read_text()
        starts = [i for i in (text.find("\n/// Sorts rows"), text.find("\n@Test func our"),
                              text.find("\nnonisolated final class Our")) if i >= 0]
        if starts and new.exists():
            new.write_text(new.read_text() + text[min(starts):])
            return True
        return False

    # -- the days --------------------------------------------------------------------
    def monday(self):
        """Setup: a package, init, five modules with `new`."""
        (self.root / "Sources/App").mkdir(parents=True)
        (self.root / "Tests/AppTests").mkdir(parents=True)
        (self.root / "Sources/App/App.swift").write_text("/// The app.\nenum AppInfo {}\n")
        (self.root / "Package.swift").write_text(PACKAGE)
        os.symlink(REPO / "Samples/APISurface", self.root / "APISurface")
        self.run("git", "init", "-q")
        self.vg("init", "--project", "App")
        config = self.root / ".viper-gen.yml"
        text = config.read_text()
        text = re.sub(r"(?m)^modules:\n(  .*\n)*", "", text)
        config.write_text(text + "modules:\n  - Specs/*.yml\n")
        (self.root / "Specs").mkdir()
        for name in SPECS:
            self.write_spec(name)
            self.steps += 1
            self.vg("new", name, "--spec", f"Specs/{name}.yml")
        self.check("Monday: five modules")

    def tuesday(self):
        """Everyone fills in their TODOs and writes a helper and a test of their own."""
        for name in SPECS:
            self.fill_todos(name, "Sources")
            self.fill_todos(name, "Tests", limit=2)
        helpers = {"Garage": ("Presenter.swift", "CarSorter"),
                   "Showroom": ("Interactor.swift", "OfferSorter"),
                   "Trips": ("ViewModel.swift", "TripSorter"),
                   "Inbox": ("Presenter.swift", "MessageSorter"),
                   "Profile": ("ViewModel.swift", "UserSorter")}
        for name, (suffix, helper) in helpers.items():
            path = self.user_file(name, f"{name}{suffix}")
            if path is None:
                self.fail(f"Tuesday: no user-owned {name}{suffix}")
                continue
            self.append_helper(path, helper)
        for name in SPECS:
            tests = [p for p in self.module_files(name, "Tests") if not self.generated(p)]
            for path in tests:
                if self.append_test(path, f"our{name}Sorting"):
                    break
        self.generate("Tuesday: TODOs filled, helpers and tests added")

    def wednesday(self):
        """A use case more in every module (names that exist must stay)."""
        extra = {"Garage": "refreshCars() async throws -> [Car]",
                 "Showroom": "reserve(_ car: Car) async throws",
                 "Trips": "deleteTrip(id: UUID) async throws",
                 "Inbox": "markRead(id: String) async throws",
                 "Profile": "refreshUser() async throws -> User"}
        for name, use_case in extra.items():
            SPECS[name]["useCases"].append(use_case)
            self.write_spec(name)
        self.generate("Wednesday: a use case added in every set", merge=True)
        self.fill_todos("Garage", "Sources")
        self.generate("Wednesday: new TODOs filled")

    def thursday(self):
        """Routes renamed and removed, a property type changed."""
        SPECS["Garage"]["routes"][1] = "showPreferences()"
        SPECS["Trips"]["routes"][1] = "showRouteMap()"
        self.write_spec("Garage")
        self.write_spec("Trips")
        self.generate("Thursday: routes renamed (Garage, Trips)", merge=True)
        SPECS["Inbox"]["routes"].remove("showFolders()")
        self.write_spec("Inbox")
        self.generate("Thursday: a route removed (Inbox)", merge=True)
        SPECS["Garage"]["entity"]["properties"]["year"] = "String"
        SPECS["Profile"]["entity"]["properties"]["age"] = "Int?"
        self.write_spec("Garage")
        self.write_spec("Profile")
        self.generate("Thursday: property types changed (Car.year, User.age)", merge=True)

    def friday(self):
        """A UI flavour switched; a module renamed, one removed."""
        SPECS["Profile"]["ui"] = "uikit"
        self.write_spec("Profile")
        skipped = self.generate("Friday: Profile swiftui -> uikit", merge=True)
        # What the tool left alone (written for the old flavour) moves aside, to Attic/,
        # outside every target, and generate writes the new flavour's version.
        moved = []
        for entry in skipped:
            source = self.root / entry["path"]
            reason = entry.get("reason", "")
            if ("written for ui" in reason or "no longer part" in reason) and source.exists():
                target = self.root / "Attic" / entry["path"]
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(source, target)
                moved.append((target, source))
        self.generate("Friday: Profile's UIKit version written")
        carried = sum(self.carry_over(old, new) for old, new in moved)
        self.log.append(("Friday: old flavour's files moved to Attic/, additions carried over",
                         0, 0, [f"{len(moved)} moved, {carried} carried over"]))
        self.check("Friday: additions carried over")
        self.steps += 1
        self.vg("rename", "Inbox", "Messages")
        SPECS["Messages"] = SPECS.pop("Inbox")
        self.check("Friday: Inbox renamed to Messages")
        trips = self.lines_of("Trips")
        self.steps += 1
        self.vg("remove", "Trips", "--force")
        SPECS.pop("Trips")
        self.deleted |= trips
        self.check("Friday: Trips removed")

    def lines_in(self, folder):
        return {int(m) for p in folder.rglob("*.swift*") if ".viper-gen" not in p.parts
                for m in MARK.findall(p.read_text())}

    def lines_of(self, module):
        found = set()
        for kind in ("Sources", "Tests"):
            for path in self.module_files(module, kind):
                found.update(int(m) for m in MARK.findall(path.read_text()))
        return found

    def build_and_test(self, setting):
        """`swift build --build-tests` and `swift test`, warnings as errors (Package.swift)."""
        env = dict(os.environ, WEEK_ISOLATION="MainActor" if setting == "xcode26" else "")
        scratch = str(self.root / (".build-mainactor" if setting == "xcode26" else ".build"))
        result = {}
        for verb in (["build", "--build-tests"], ["test", "--skip-build"]):
            proc = subprocess.run(["swift", *verb, "--scratch-path", scratch], cwd=self.root,
                                  env=env, capture_output=True, text=True)
            result[verb[0]] = proc.returncode == 0
            if proc.returncode != 0:
                self.fail(f"swift {verb[0]} ({setting}) failed:\n{proc.stdout[-6000:]}{proc.stderr[-3000:]}")
                break
            if verb[0] == "test":
                counts = re.findall(r"Test run with (\d+) tests?.* passed", proc.stdout)
                xctests = re.findall(r"Executed (\d+) tests?, with 0 failures", proc.stdout)
                result["tests"] = f"{sum(map(int, counts))} Swift Testing, {xctests[-1] if xctests else 0} XCTest"
        return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--viper-gen", default=str(REPO / ".build/debug/viper-gen"))
    parser.add_argument("--keep", action="store_true", help="keep the package folder")
    parser.add_argument("--no-xcode26", action="store_true", help="build with SwiftPM defaults only")
    args = parser.parse_args()
    start = time.time()
    root = Path(tempfile.mkdtemp(prefix="viper-gen-week-"))
    week = Week(str(Path(args.viper_gen).resolve()), root)
    print(f"package: {root}")
    builds = {}
    for day in (week.monday, week.tuesday, week.wednesday, week.thursday, week.friday):
        print(f"{day.__name__}: {day.__doc__.splitlines()[0]}")
        day()
        if day == week.thursday:  # all five modules still there: build them mid-week
            print("building and testing (swiftpm), Thursday evening")
            builds["swiftpm, Thursday"] = week.build_and_test("swiftpm")
    builds = dict(builds)
    for setting in ["swiftpm"] + ([] if args.no_xcode26 else ["xcode26"]):
        print(f"building and testing ({setting})")
        builds[setting] = week.build_and_test(setting)
    kept = len((week.expected - week.deleted) & week.lines_in_tree())
    lost = len(week.expected - week.deleted) - kept
    print("\n== A team's week, scripted ==")
    for step, code, conflicts, notes in week.log:
        print(f"  {step}: exit {code}, conflicts {conflicts}" + (f", {notes}" if notes else ""))
    print(f"steps: {week.steps}; generate --check runs: {week.checks}; "
          f"conflicts resolved: {week.conflicts}")
    print(f"user lines: written {week.written}, deleted on purpose {len(week.deleted)}, "
          f"kept {kept}, lost {lost}")
    in_code = week.lines_in(root / "Sources") | week.lines_in(root / "Tests")
    print(f"user lines only in Attic/ (old flavour's files moved aside): "
          f"{len((week.expected - week.deleted) - in_code)}")
    print(f"modules at the end: {', '.join(sorted(SPECS))}")
    for setting, result in builds.items():
        print(f"{setting}: build {'ok' if result.get('build') else 'FAILED'}, "
              f"test {'ok' if result.get('test') else 'FAILED'} ({result.get('tests', '-')})")
    print(f"failures: {len(week.failures)}; time: {time.time() - start:.0f} s")
    if args.keep or week.failures:
        print(f"package kept in {root}")
    else:
        shutil.rmtree(root)
    return 1 if week.failures or lost else 0


if __name__ == "__main__":
    sys.exit(main())
