#!/usr/bin/env python3
"""Fails when a file of ViperGenKit refers to a type of a later stage.

The kit's folders are layers, in the order of LAYERS: a file may use the types of its own
folder and of the folders before it, never of one after it. (The other targets, Diagnostics,
TemplateEngine, Liquid and XcodeProject, are modules of their own: SwiftPM already keeps their
dependencies one way.) A type belongs to the folder of the file that declares it; a reference
is a capitalised word of the code, outside comments and string literals, that names a type the
kit declares. Usage: Scripts/check-layers.py [kit folder]
"""
import os
import re
import sys

LAYERS = [
    "Model",      # the values that cross stages: Located, FunctionSignature, RenderedFile, PlannedFile…
    "System",     # the file system and processes: the path guard (RootGuard), bounded reads, writes
    "Version",    # viper-gen's version and version requirements
    "Swift",      # the Swift language: signatures, names, layout, type knowledge
    "Spec",       # reading a spec: YAML, its nodes, the spec's values
    "Resolve",    # the rules a spec must follow, and the resolved module
    "Translate",  # the resolved module as the templates' context
    "Templates",  # template sets (and Generamba templates), rendering, their checks
    "Config",     # .viper-gen.yml and Rambafiles, spec discovery
    "Output",     # planning, merging and writing the files of a run
    "Xcode",      # editing the Xcode project
    "Pipeline",   # a whole run: generator and planner
    "Commands",   # what the command-line tool calls
]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|"
    r"nonisolated|indirect|open)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)",
    re.M,
)
NOISE = re.compile(r'//[^\n]*|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"')


def main():
    kit = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "Sources", "ViperGenKit")
    files = {}
    for folder, _, names in os.walk(kit):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    files[os.path.relpath(path, kit)] = handle.read()
    problems = []
    layer = {}
    for path in files:
        top = path.split(os.sep)[0]
        if top not in LAYERS:
            problems.append(f"{path}: is in no layer; put it in one of {', '.join(LAYERS)}")
        layer[path] = LAYERS.index(top) if top in LAYERS else -1
    owner = {}
    for path, text in files.items():
        for match in DECLARATION.finditer(text):
            owner.setdefault(match.group(1), set()).add(path)
    for path, text in sorted(files.items()):
        code = NOISE.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)
        for number, line in enumerate(code.split("\n"), start=1):
            for word in set(re.findall(r"\b[A-Z]\w*\b", line)):
                for declared in owner.get(word, ()):
                    if layer[declared] > layer[path]:
                        problems.append(
                            f"{path}:{number}: uses {word} of {declared.split(os.sep)[0]}, a later "
                            f"layer than {path.split(os.sep)[0]}"
                        )
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} references run against the layers (Scripts/check-layers.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
