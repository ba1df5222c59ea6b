#!/usr/bin/env python3
"""Checks an Xcode project with an independent reader (the PyPI package `pbxproj`).

    Scripts/pbxproj-check.py PROJECT.pbxproj --file App/Cars/CarsView.swift [--group App/Cars] [--target App] [--phase Sources] ...
    Scripts/pbxproj-check.py < expectations.json

Each `--file` (a path relative to the folder that holds the .xcodeproj) starts an expectation;
`--group` (the group path from the main group, by the names Xcode shows), `--target` (once
a target) and `--phase` apply to the last `--file`. The file must have exactly one
PBXFileReference, whose place on disk (worked out through its groups, their `path`s and
`sourceTree`s) is the given path; it must sit in the given group; with `--phase Sources` (the
default) or `--phase Resources`, each given target's phase of that kind must hold exactly one
build file of it, and no phase of another kind of any target one; with `--phase none` (a header), no
build phase of any target may hold it. JSON on stdin: {"project": "...", "files": [{"path":
"...", "group": "...", "targets": ["..."], "phase": "Sources"}]}. With only a project, it
checks that the project loads.

Exit 0 when every expectation holds; 1 with a message per failure; 2 for bad arguments or a
project the reader cannot load.
"""
import json
import posixpath
import sys


def fail_usage(message):
    print(f"pbxproj-check: {message}", file=sys.stderr)
    sys.exit(2)


def parse_arguments(argv):
    if not argv:
        try:
            spec = json.load(sys.stdin)
        except ValueError as error:
            fail_usage(f"stdin is not JSON: {error}")
        if not isinstance(spec, dict) or "project" not in spec:
            fail_usage('stdin must be {"project": ..., "files": [...]}')
        return spec["project"], spec.get("files", [])
    project, rest = argv[0], argv[1:]
    files = []
    index = 0
    while index < len(rest):
        option = rest[index]
        if option not in ("--file", "--group", "--target", "--phase") or index + 1 >= len(rest):
            fail_usage(f"unexpected argument {option!r} (use --file PATH [--group GROUP] [--target NAME] [--phase Sources|Resources|none])")
        value = rest[index + 1]
        index += 2
        if option == "--file":
            files.append({"path": value, "targets": []})
            continue
        if not files:
            fail_usage(f"{option} before any --file")
        if option == "--group":
            files[-1]["group"] = value
        elif option == "--phase":
            if value not in PHASES:
                fail_usage(f"--phase takes Sources, Resources or none, not {value!r}")
            files[-1]["phase"] = value
        else:
            files[-1]["targets"].append(value)
    return project, files


PHASES = {"Sources": "PBXSourcesBuildPhase", "Resources": "PBXResourcesBuildPhase", "none": None}


def normalize(path):
    path = posixpath.normpath(path)
    return "" if path == "." else path


def main():
    project_path, files = parse_arguments(sys.argv[1:])
    try:
        from pbxproj import XcodeProject
    except ImportError:
        fail_usage("the Python package pbxproj is not installed (pip install pbxproj)")
    try:
        project = XcodeProject.load(project_path)
        objects = project.objects
        root = objects[project.rootObject]
    except Exception as error:  # the reader's own failure is what this reports
        print(f"{project_path}: the pbxproj reader cannot load the project: {error!r}", file=sys.stderr)
        sys.exit(2)

    parents = {}
    for section in ("PBXGroup", "PBXVariantGroup", "XCVersionGroup"):
        for group in objects.get_objects_in_section(section):
            for child in group.get("children", []) or []:
                parents.setdefault(str(child), group.get_id())
    main_group = str(root.mainGroup)
    project_dir = str(root.get("projectDirPath", "") or "")

    def folder(object_id, depth=0):
        """Where the object lies relative to the project folder, or None."""
        if depth > 100:
            return None
        item = objects[object_id]
        if item is None:
            return None
        tree = str(item.get("sourceTree", "<group>"))
        if tree == "<group>":
            if object_id in parents:
                base = folder(parents[object_id], depth + 1)
            elif object_id == main_group:
                base = normalize(project_dir) if project_dir else ""
            else:
                base = None
        elif tree == "SOURCE_ROOT":
            base = normalize(project_dir) if project_dir else ""
        else:
            base = None
        if base is None:
            return None
        path = item.get("path", None)
        return normalize(posixpath.join(base, str(path))) if path else base

    def group_path(object_id):
        names = []
        current = parents.get(object_id)
        while current is not None and current != main_group and len(names) < 100:
            group = objects[current]
            names.append(str(group.get("name", None) or posixpath.basename(str(group.get("path", None) or ""))))
            current = parents.get(current)
        return "/".join(reversed(names))

    failures = []
    for expectation in files:
        path = normalize(expectation["path"])
        references = [ref.get_id() for ref in objects.get_objects_in_section("PBXFileReference") if folder(ref.get_id()) == path]
        if len(references) != 1:
            failures.append(f"{path}: {len(references)} file references (expected 1)")
            continue
        reference = references[0]
        if "group" in expectation:
            found = group_path(reference)
            wanted = expectation["group"].strip("/")
            if found != wanted:
                failures.append(f"{path}: in group {found!r}, expected {wanted!r}")
        phase_name = expectation.get("phase", "Sources")
        if phase_name not in PHASES:
            fail_usage(f"phase must be Sources, Resources or none, not {phase_name!r}")
        isa = PHASES[phase_name]
        for name in expectation.get("targets", []) if isa else []:
            target = project.get_target_by_name(name)
            if target is None:
                failures.append(f"{path}: no target {name!r}")
                continue
            phases = [objects[phase] for phase in target.buildPhases if objects[phase] is not None and objects[phase].isa == isa]
            if not phases:
                failures.append(f"{path}: target {name!r} has no {phase_name} phase")
                continue
            count = sum(1 for build in phases[0].files if objects[build] is not None and str(objects[build].get("fileRef", None)) == reference)
            if count != 1:
                failures.append(f"{path}: {count} build files in the {phase_name} phase of {name!r} (expected 1)")
        # No phase of another kind, of any target, holds it: a header none, a resource no Sources.
        for target in objects.get_targets():
            for phase_id in target.get("buildPhases", []) or []:
                phase = objects[phase_id]
                if phase is None or phase.isa == isa:
                    continue
                count = sum(1 for build in phase.get("files", []) or [] if objects[build] is not None and str(objects[build].get("fileRef", None)) == reference)
                if count:
                    failures.append(f"{path}: in the {phase.isa} of {str(target.name)!r} (expected {phase_name if isa else 'no build phase'})")

    for failure in failures:
        print(f"{project_path}: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
