#!/usr/bin/env python3
"""A scripted LSP client for hipify-lsp's lit tests (stdlib only).

Usage: lsp_client.py HIPIFY_BINARY SCENARIO [ARGS...]

The server is `hipify-lsp` next to HIPIFY_BINARY (both are in <build>/bin).
Each scenario prints one stable line per observation, for FileCheck:
positions are LSP's (0-based line, UTF-16 character), diagnostics are
"[line:char-line:char] severity code: message".

Every read has a timeout, so a hung server fails the test instead of
hanging it.
"""
import json
import os
import queue
import subprocess
import sys
import threading

TIMEOUT = 60  # seconds for any one answer; a parse takes about one.
SEVERITY = {1: "error", 2: "warning", 3: "information", 4: "hint"}


class Failure(Exception):
    pass


class Client:
    def __init__(self, server, args=(), env=None):
        self.proc = subprocess.Popen([server] + list(args),
                                     stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, env=env)
        self.messages = queue.Queue()
        self.pending = []
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            if length is None:
                self.messages.put({"bad-frame": True})
                continue
            self.messages.put(json.loads(out.read(length).decode("utf-8")))

    # --- sending ---
    def send_raw(self, body):
        if isinstance(body, str):
            body = body.encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def send_bytes(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message):
        message = dict(message, jsonrpc="2.0")
        self.send_raw(json.dumps(message))

    def notify(self, method, params=None):
        message = {"method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def request(self, method, params=None):
        """Sends a request and returns its response (notifications that
        arrive before it are kept for wait_for)."""
        id = self.next_id
        self.next_id += 1
        message = {"id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.wait_for(lambda m: m.get("id") == id and "method" not in m)

    # --- receiving ---
    def wait_for(self, accept):
        """Returns the first message, received or still to come, that
        accept takes; the others stay pending, in order."""
        for i, message in enumerate(self.pending):
            if accept(message):
                return self.pending.pop(i)
        while True:
            try:
                message = self.messages.get(timeout=TIMEOUT)
            except queue.Empty:
                raise Failure("no answer from the server in %ds" % TIMEOUT)
            if message is None:
                raise Failure("the server closed its output")
            if accept(message):
                return message
            self.pending.append(message)

    def notification(self, method):
        return self.wait_for(lambda m: m.get("method") == method)

    def diagnostics(self, uri):
        return self.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri)["params"]

    def exit_code(self):
        try:
            return self.proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Failure("the server did not exit")


# --- text and positions ----------------------------------------------------
def offset_of(text, position):
    lines = text.split("\n")
    line = position["line"]
    offset = sum(len(l) + 1 for l in lines[:line])
    units = 0
    for ch in lines[line] if line < len(lines) else "":
        if units >= position["character"]:
            break
        units += 2 if ord(ch) > 0xFFFF else 1
        offset += 1
    return offset


def apply_edits(text, edits):
    spans = [(offset_of(text, e["range"]["start"]),
              offset_of(text, e["range"]["end"]), e["newText"]) for e in edits]
    for begin, end, new in sorted(spans, reverse=True):
        text = text[:begin] + new + text[end:]
    return text


def apply_workspace_edit(text, uri, edit):
    changes = edit["changes"]
    if set(changes) != {uri}:
        raise Failure("edit for other documents: %s" % sorted(changes))
    return apply_edits(text, changes[uri])


def show_range(r):
    return "[%d:%d-%d:%d]" % (r["start"]["line"], r["start"]["character"],
                              r["end"]["line"], r["end"]["character"])


def print_diagnostics(params):
    print("diagnostics v%s: %d" % (params.get("version"),
                                   len(params["diagnostics"])))
    for d in params["diagnostics"]:
        print("%s %s %s: %s" % (show_range(d["range"]),
                                SEVERITY.get(d.get("severity"), "?"),
                                d.get("code"), d["message"]))
        href = d.get("codeDescription", {}).get("href", "")
        if d.get("source") != "hipify" or not href.endswith(
                "/docs/rules/%s.md" % d.get("code")):
            print("  bad source or codeDescription: %s %s"
                  % (d.get("source"), href))


def print_error(label, response):
    error = response.get("error")
    if error is None:
        print("%s: no error (result %s)" % (label, json.dumps(
            response.get("result"))))
    else:
        print("%s: error %d: %s" % (label, error["code"], error["message"]))


def uri_of(path):
    return "file://" + path


def initialize(client, options):
    response = client.request("initialize", {
        "processId": None, "rootUri": None, "capabilities": {},
        "initializationOptions": options})
    caps = response["result"]["capabilities"]
    print("initialize: sync=%s codeActionKinds=%s" % (
        caps["textDocumentSync"]["change"],
        ",".join(caps["codeActionProvider"]["codeActionKinds"])))
    client.notify("initialized", {})


def shutdown(client):
    response = client.request("shutdown")
    print("shutdown: result %s" % json.dumps(response.get("result")))
    client.notify("exit")
    print("exit code: %d" % client.exit_code())


# --- scenarios -------------------------------------------------------------
def scenario_port(server, cuda_path, source, work_dir):
    """Diagnostics, a quick fix, the whole-file port and a change, on a
    document that exists only in the editor."""
    os.makedirs(work_dir, exist_ok=True)
    before = sorted(os.listdir(work_dir))
    path = os.path.join(work_dir, "unsaved.cu")  # never written
    uri = uri_of(path)
    with open(source, encoding="utf-8") as f:
        text = f.read()

    client = Client(server)
    initialize(client, {"cudaPath": cuda_path})
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1, "text": text}})
    print_diagnostics(client.diagnostics(uri))

    lines = text.split("\n")
    line = next(i for i, l in enumerate(lines) if "cudaMalloc" in l)
    column = lines[line].index("cudaMalloc") + 3
    response = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": line, "character": column},
                  "end": {"line": line, "character": column}},
        "context": {"diagnostics": []}})
    actions = response["result"]
    for a in actions:
        print("action: %s (%s)%s" % (a["title"], a["kind"],
                                      " preferred" if a.get("isPreferred")
                                      else ""))
    fix = next(a for a in actions if a["kind"] == "quickfix")
    print("fix diagnostic: %s" % fix["diagnostics"][0]["code"])
    fixed = apply_workspace_edit(text, uri, fix["edit"])
    print("fixed line: %s" % fixed.split("\n")[line])

    response = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0},
                  "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "only": ["source"]}})
    whole = [a for a in response["result"] if a["kind"] == "source.portToHip"]
    print("source actions: %d" % len(response["result"]))
    ported = apply_workspace_edit(text, uri, whole[0]["edit"])
    print("--- ported ---")
    sys.stdout.write(ported)
    print("--- end ---")

    # Full-text sync: the edited document is translated again.
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"text": fixed}]})
    print_diagnostics(client.diagnostics(uri))
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    params = client.diagnostics(uri)
    print("after close: %d diagnostics" % len(params["diagnostics"]))

    shutdown(client)
    after = sorted(os.listdir(work_dir))
    print("files left next to the document: %s" % (
        "none" if after == before else sorted(set(after) - set(before))))


def scenario_robustness(server, cuda_path, work_dir):
    """Bad messages, bad requests, bad files: the server answers each and
    keeps serving."""
    crash_marker = "HIPIFY_LSP_" + "TEST_CRASH"  # not in this file as one word
    client = Client(server, ["--testing-crash-marker=" + crash_marker])
    print_error("before initialize", client.request(
        "textDocument/codeAction", {}))
    initialize(client, {"cudaPath": cuda_path})

    client.send_raw("{ this is not json")
    print_error("invalid JSON", client.wait_for(lambda m: "error" in m))
    client.send_raw("[1, 2, 3]")
    print_error("not an object", client.wait_for(lambda m: "error" in m))
    client.send_raw('{"id": 99, "method": "shutdown"}')  # no "jsonrpc"
    print_error("no jsonrpc", client.wait_for(lambda m: "error" in m))
    client.send_bytes(b"X-Unknown-Header: 1\r\n\r\n")  # no Content-Length
    print_error("unknown method", client.request("hipify/noSuchMethod", {}))
    client.notify("hipify/noSuchNotification", {})
    print_error("bad params", client.request(
        "textDocument/codeAction", {"range": 3}))
    missing = uri_of(os.path.join(work_dir, "never-opened.cu"))
    print_error("unopened document", client.request(
        "textDocument/codeAction", {
            "textDocument": {"uri": missing},
            "range": {"start": {"line": 0, "character": 0},
                      "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": []}}))
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": missing, "version": 2},
        "contentChanges": [{"text": "int x;"}]})

    broken = uri_of(os.path.join(work_dir, "broken.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": broken, "languageId": "cuda", "version": 1,
        "text": "__global__ void k(float *p) {\n  p[0] = undeclared;\n"}})
    print_diagnostics(client.diagnostics(broken))

    # Errors in an included file show at its #include.
    with open(os.path.join(work_dir, "bad.h"), "w") as f:
        f.write("#error bad.h is broken\n")
    including = uri_of(os.path.join(work_dir, "including.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": including, "languageId": "cuda", "version": 1,
        "text": '#include "bad.h"\n#include "nothere.h"\nint x;\n'}})
    print_diagnostics(client.diagnostics(including))

    crashing = uri_of(os.path.join(work_dir, "crash.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": crashing, "languageId": "cuda", "version": 1,
        "text": "// " + crash_marker + "\nint x;\n"}})
    print_diagnostics(client.diagnostics(crashing))

    # Still serving after all of that, with settings changed on the fly.
    client.notify("workspace/didChangeConfiguration", {
        "settings": {"hipify": {"showNotes": "yes"}}})
    print("showMessage: %s" % client.notification(
        "window/showMessage")["params"]["message"])
    client.notify("workspace/didChangeConfiguration", {
        "settings": {"compilationDatabase": os.path.join(work_dir, "none")}})
    print("showMessage: %s" % client.notification(
        "window/showMessage")["params"]["message"].replace(work_dir, "WORK"))
    print_diagnostics(client.diagnostics(broken))
    print_diagnostics(client.diagnostics(including))
    print_diagnostics(client.diagnostics(crashing))

    response = client.request("shutdown")
    print("shutdown: result %s" % json.dumps(response.get("result")))
    print_error("after shutdown", client.request("shutdown"))
    client.notify("exit")
    print("exit code: %d" % client.exit_code())

    # Without shutdown first, exit means an abnormal end.
    client = Client(server)
    initialize(client, {"cudaPath": cuda_path})
    client.notify("exit")
    print("exit without shutdown: %d" % client.exit_code())


def scenario_includes(server, cuda_path, work_dir):
    """Parse errors in headers: at the #include of the document that names
    the header, else (a header included by a header) at its top."""
    def write(name, text):
        path = os.path.join(work_dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    write("sub/inner.h", "#error sub/inner.h is broken\n")
    write("other/inner.h", "#error other/inner.h is broken\n")
    write("outer.h", '#include "other/inner.h"\n')
    write("inc/angled.h", "int ok;\n#error angled.h is broken\n")
    client = Client(server)
    initialize(client, {"cudaPath": cuda_path,
                        "extraArgs": ["-I" + os.path.join(work_dir, "inc")]})
    uri = uri_of(os.path.join(work_dir, "includes.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1,
        "text": '#include "sub/inner.h"\n'
                '  #  include "./outer.h"\n'
                '#include <angled.h>\n'
                'int x;\n'}})
    print_diagnostics(client.diagnostics(uri))
    shutdown(client)


def scenario_cache(server, cuda_path, source, work_dir):
    """The precompiled-prelude cache: --cache-dir, else $HIPIFY_CACHE_DIR
    ("off": none), else $XDG_CACHE_HOME/hipify; the diagnostics are the same
    with or without it, and with a corrupt cache."""
    with open(source, encoding="utf-8") as f:
        text = f.read()
    uri = uri_of(os.path.join(work_dir, "unsaved.cu"))
    xdg = os.path.join(work_dir, "xdg")

    def run(label, args, cache_env):
        env = dict(os.environ, XDG_CACHE_HOME=xdg)
        env.pop("HIPIFY_CACHE_DIR", None)
        if cache_env is not None:
            env["HIPIFY_CACHE_DIR"] = cache_env
        client = Client(server, args, env)
        initialize(client, {"cudaPath": cuda_path})
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "cuda", "version": 1, "text": text}})
        diagnostics = client.diagnostics(uri)["diagnostics"]
        client.request("shutdown")
        client.notify("exit")
        client.exit_code()
        return diagnostics

    def pch_files(directory):
        if not os.path.isdir(directory):
            return 0
        return len([f for f in os.listdir(directory) if f.endswith(".pch")])

    def show(label, diagnostics, expected):
        print("%s: %d diagnostics, %s" % (
            label, len(diagnostics),
            "as without a cache" if diagnostics == expected else "DIFFERENT"))

    expected = run("off", [], "off")
    print("HIPIFY_CACHE_DIR=off: %d diagnostics; cache files anywhere: %d" % (
        len(expected), pch_files(os.path.join(xdg, "hipify"))))
    flag = os.path.join(work_dir, "flag")
    show("--cache-dir, cold", run("flag", ["--cache-dir=" + flag], "off"),
         expected)
    print("--cache-dir over HIPIFY_CACHE_DIR=off: %d cache file(s)"
          % pch_files(flag))
    show("--cache-dir, warm", run("flag", ["--cache-dir=" + flag], None),
         expected)
    for name in os.listdir(flag):
        if name.endswith(".pch"):
            with open(os.path.join(flag, name), "wb") as f:
                f.write(b"not a precompiled header")
    show("--cache-dir, corrupt", run("flag", ["--cache-dir=" + flag], None),
         expected)
    env_dir = os.path.join(work_dir, "env")
    show("HIPIFY_CACHE_DIR", run("env", [], env_dir), expected)
    print("HIPIFY_CACHE_DIR: %d cache file(s)" % pch_files(env_dir))
    show("default", run("default", [], None), expected)
    print("default ($XDG_CACHE_HOME/hipify): %d cache file(s)"
          % pch_files(os.path.join(xdg, "hipify")))


def main():
    sys.stdout.reconfigure(encoding="utf-8")
    hipify, scenario = sys.argv[1], sys.argv[2]
    server = os.path.join(os.path.dirname(os.path.abspath(hipify)),
                          "hipify-lsp")
    try:
        globals()["scenario_" + scenario](server, *sys.argv[3:])
    except Failure as e:
        print("lsp_client: %s" % e)
        sys.exit(1)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
