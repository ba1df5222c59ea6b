#!/usr/bin/env python3
"""Fails when a file of ViperGenKit refers to a type of a later stage.

The kit's folders are layers, in the order of LAYERS: a file may use the types of its own
folder and of the folders before it, never of one after it. (The other targets, Diagnostics,
TemplateEngine, Liquid and XcodeProject, are modules of their own: SwiftPM already keeps their
dependencies one way.) A type belongs to the folder of the file that declares it; a reference
is a capitalised word of the code, outside comments and string literals, that names a type the
kit declares, in code or inside a string's interpolation. (Members an extension in a later
layer adds to an earlier layer's type are not seen: keep such extensions in the type's layer.)
Usage: Scripts/check-layers.py [kit folder]
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


def code_only(text):
    """`text` with comments and the literal parts of strings blanked (line breaks kept), and
    the code of string interpolations kept."""
    out = []
    index, length = 0, len(text)
    # Each open string: its delimiter, and the parenthesis depth of its interpolations.
    strings = []
    depth = 0
    while index < length:
        char = text[index]
        if strings:
            delimiter, interpolation_depth = strings[-1]
            if interpolation_depth is None:
                if text.startswith("\\(", index):
                    strings[-1] = (delimiter, depth)
                    depth += 1
                    out.append("  ")
                    index += 2
                    continue
                if char == "\\":
                    out.append("  " if index + 1 < length and text[index + 1] != "\n" else " ")
                    index += 2
                    continue
                if text.startswith(delimiter, index):
                    strings.pop()
                    out.append(" " * len(delimiter))
                    index += len(delimiter)
                    continue
                out.append("\n" if char == "\n" else " ")
                index += 1
                continue
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
            continue
        if text.startswith("/*", index):
            end = text.find("*/", index)
            end = length if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[index:end]))
            index = end
            continue
        if char == '"':
            delimiter = '"""' if text.startswith('"""', index) else '"'
            strings.append((delimiter, None))
            out.append(" " * len(delimiter))
            index += len(delimiter)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if strings and strings[-1][1] == depth:
                strings[-1] = (strings[-1][0], None)
                out.append(" ")
                index += 1
                continue
        out.append(char)
        index += 1
    return "".join(out)


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
        code = code_only(text)
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
