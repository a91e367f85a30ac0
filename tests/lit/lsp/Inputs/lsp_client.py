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
# For the protocol scenarios, which parse little: a hang fails fast.
PROTOCOL_TIMEOUT = 20
SEVERITY = {1: "error", 2: "warning", 3: "information", 4: "hint"}


class Failure(Exception):
    pass


class Client:
    started = []  # killed when a scenario fails, so none is left hanging

    def __init__(self, server, args=(), env=None, timeout=TIMEOUT):
        self.timeout = timeout
        self.proc = subprocess.Popen([server] + list(args),
                                     stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, env=env)
        Client.started.append(self.proc)
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

    def close_input(self):
        self.proc.stdin.close()

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
                message = self.messages.get(timeout=self.timeout)
            except queue.Empty:
                raise Failure("no answer from the server in %ds"
                              % self.timeout)
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
            return self.proc.wait(timeout=self.timeout)
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


def source_actions(client, uri):
    """The document's source actions (the whole-file port among them)."""
    return client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0},
                  "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "only": ["source"]}})["result"]


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

    actions = source_actions(client, uri)
    whole = [a for a in actions if a["kind"] == "source.portToHip"]
    print("source actions: %d" % len(actions))
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


def scenario_port_to(server, cuda_path, source, output, *server_args):
    """The whole-file port of source, written to output, and every
    diagnostic, with the server started with server_args (--hip-version,
    --mapping-file, ...): what `hipify port` would write and report."""
    with open(source, encoding="utf-8") as f:
        text = f.read()
    uri = uri_of(os.path.abspath(source))
    client = Client(server, server_args)
    initialize(client, {"cudaPath": cuda_path})
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1, "text": text}})
    print_diagnostics(client.diagnostics(uri))
    whole = [a for a in source_actions(client, uri)
             if a["kind"] == "source.portToHip"]
    ported = apply_workspace_edit(text, uri, whole[0]["edit"]) if whole else text
    with open(output, "w", encoding="utf-8") as f:
        f.write(ported)
    shutdown(client)


def scenario_robustness(server, cuda_path, work_dir):
    """Bad messages, bad requests, bad files: the server answers each and
    keeps serving."""
    # The testing hook crashes the translation of crash.cu on purpose.
    client = Client(server, ["--debug-crash-on=parse@crash.cu"])
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
        "text": "int x;\n"}})
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


# --- hostile clients (protocol scenarios) ----------------------------------
def body(id, method, params=None):
    message = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return json.dumps(message).encode("utf-8")


def frame(data, header=None):
    """One message: data after a Content-Length header, or after header."""
    if header is None:
        header = b"Content-Length: %d" % len(data)
    return header + b"\r\n\r\n" + data


def protocol_client(server, cuda_path=None, args=()):
    client = Client(server, args, timeout=PROTOCOL_TIMEOUT)
    if cuda_path is not None:
        initialize(client, {"cudaPath": cuda_path})
    return client


def alive(client, label):
    """A valid request after something hostile: answered as usual."""
    print_error(label, client.request("hipify/noSuchMethod"))


def answered(client, id):
    """Whether any message answered id (the requests inside skipped frames
    must not be)."""
    return any(m.get("id") == id for m in client.pending)


def ended(server, label, data, cuda_path):
    """A session whose input cannot go on after data: the exit code, and
    that nothing in data was answered."""
    client = protocol_client(server, cuda_path)
    client.send_bytes(data)
    client.close_input()
    code = client.exit_code()
    rest = []
    while True:
        message = client.messages.get(timeout=PROTOCOL_TIMEOUT)
        if message is None:
            break
        rest.append(message)
    print("%s: exit code %d, %d answers" % (label, code, len(rest)))


def scenario_framing(server, cuda_path):
    """Bad Content-Length headers: named on stderr, the frame skipped, and
    reading goes on at the next Content-Length header."""
    client = protocol_client(server, cuda_path)
    skipped = body(100, "shutdown")  # would end the session if read
    client.send_bytes(frame(skipped, b"Content-Length: abc"))
    alive(client, "after a length that is not a number")
    client.send_bytes(frame(skipped, b"Content-Length: -5"))
    alive(client, "after a negative length")
    client.send_bytes(frame(skipped, b"Content-Type: application/json"))
    alive(client, "after no length")
    client.send_bytes(frame(skipped, b"X-Long: " + b"x" * 5000))
    alive(client, "after a header line of 5000 bytes")
    # Too small: the cut JSON is a parse error; the rest of it, run into
    # the next header, is skipped.
    client.send_bytes(frame(skipped, b"Content-Length: 10"))
    print_error("too small", client.wait_for(lambda m: "error" in m))
    alive(client, "after a too small length")
    # Tolerated: blank lines between messages, other headers, any case.
    client.send_bytes(b"\r\n\n" + frame(
        body(3, "hipify/noSuchMethod"),
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
        b"content-length: %d" % len(body(3, "hipify/noSuchMethod"))))
    print_error("lower-case header", client.wait_for(
        lambda m: m.get("id") == 3))
    print("skipped frames answered: %s" % answered(client, 100))
    shutdown(client)

    ended(server, "length over 64 MiB",
          frame(skipped, b"Content-Length: 99999999999"), cuda_path)
    ended(server, "end inside a body", b"Content-Length: 100\r\n\r\n{\"a\":",
          cuda_path)
    ended(server, "end inside the headers", b"Content-Length: 5", cuda_path)
    ended(server, "end while resynchronising",
          frame(skipped, b"Content-Length: x"), cuda_path)
    ended(server, "end without exit", b"", cuda_path)


def scenario_requests(server, cuda_path):
    """JSON-RPC errors: invalid JSON and too deep nesting -32700, invalid
    requests -32600 (id null when the id itself is invalid), unknown methods
    -32601; unknown notifications are ignored."""
    client = protocol_client(server, cuda_path)

    def error(label, data):
        client.send_raw(data)
        response = client.wait_for(lambda m: "error" in m)
        print_error(label + " (id %s)" % json.dumps(response.get("id")),
                    response)

    error("invalid JSON", "{ not json")
    error("empty body", "")
    error("100000 [", "[" * 100000)
    error("100000 {", '{"a":' * 100000)
    error("513 [", "[" * 513 + "]" * 513)
    error("512 [", "[" * 512 + "]" * 512)  # parsed: not a request
    for label, id in (("object id", {"a": 1}), ("array id", [1]),
                      ("bool id", True), ("null id", None)):
        error(label, json.dumps({"jsonrpc": "2.0", "id": id,
                                 "method": "shutdown"}))
    error("no method", '{"jsonrpc": "2.0", "id": 7}')
    error("method not a string", '{"jsonrpc": "2.0", "id": 8, "method": 5}')
    error("no method, bad id", '{"jsonrpc": "2.0", "id": [], "params": {}}')
    # Brackets inside strings do not count.
    error("deep string", body(9, "hipify/x", {"text": "[" * 100000}).decode())
    client.notify("hipify/noSuchNotification", {})
    client.notify("$/cancelRequest", {"id": 1})
    client.send_raw('{"jsonrpc": "2.0", "id": 1, "result": null}')  # a reply
    client.send_raw(body("s-1", "hipify/noSuchMethod"))
    print_error("string id", client.wait_for(lambda m: m.get("id") == "s-1"))
    print("pending: %d" % len(client.pending))
    shutdown(client)


def scenario_lifecycle(server, cuda_path, work_dir):
    """Notifications for documents never opened, requests and notifications
    after shutdown, and a document too large to translate."""
    client = protocol_client(server, cuda_path)
    missing = uri_of(os.path.join(work_dir, "never-opened.cu"))
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": missing, "version": 2},
        "contentChanges": [{"text": "int x;"}]})
    client.notify("textDocument/didClose", {"textDocument": {"uri": missing}})
    alive(client, "after didChange and didClose of an unopened document")

    # 20 MB: read and kept, but not translated.
    huge = uri_of(os.path.join(work_dir, "huge.cu"))
    text = "int x;\n" * (3 * 1024 * 1024)
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": huge, "languageId": "cuda", "version": 1, "text": text}})
    print("showMessage: %s" % client.notification(
        "window/showMessage")["params"]["message"].replace(work_dir, "WORK"))
    print_diagnostics(client.diagnostics(huge))
    response = client.request("textDocument/codeAction", {
        "textDocument": {"uri": huge},
        "range": {"start": {"line": 0, "character": 0},
                  "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": []}})
    print("actions on the huge document: %s" % json.dumps(response["result"]))
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": huge, "version": 2},
        "contentChanges": [{"text": "int x = ;\n"}]})
    print_diagnostics(client.diagnostics(huge))

    response = client.request("shutdown")
    print("shutdown: result %s" % json.dumps(response.get("result")))
    print_error("request after shutdown", client.request(
        "textDocument/codeAction", {}))
    late = uri_of(os.path.join(work_dir, "late.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": late, "languageId": "cuda", "version": 1, "text": "int x;\n"}})
    print_error("shutdown again", client.request("shutdown"))
    print("published after shutdown: %s" % any(
        m.get("method") == "textDocument/publishDiagnostics"
        for m in client.pending))
    client.notify("exit")
    print("exit after shutdown: %d" % client.exit_code())

    client = protocol_client(server, cuda_path)
    client.notify("exit")
    print("exit without shutdown: %d" % client.exit_code())
    client = protocol_client(server)  # not even initialized
    client.notify("exit")
    print("exit before initialize: %d" % client.exit_code())


def make_special_files(work_dir):
    """A compile database and a CUDA installation whose files are FIFOs."""
    database = os.path.join(work_dir, "fifo-db")
    cuda = os.path.join(work_dir, "fifo-cuda")
    os.makedirs(database)
    # Enough of an installation for clang to read include/cuda.h.
    for d in ("bin", "include", "lib64", os.path.join("nvvm", "libdevice")):
        os.makedirs(os.path.join(cuda, d))
    open(os.path.join(cuda, "include", "cuda_runtime.h"), "w").close()
    os.mkfifo(os.path.join(database, "compile_commands.json"))
    os.mkfifo(os.path.join(cuda, "include", "cuda.h"))
    fifo = os.path.join(work_dir, "fifo")
    os.mkfifo(fifo)
    return database, cuda, fifo


def show_messages(client, work_dir, count):
    for _ in range(count):
        print("showMessage: %s" % client.notification("window/showMessage")[
            "params"]["message"].replace(work_dir, "WORK"))


def scenario_special_files(server, cuda_path, work_dir):
    """Settings naming FIFOs and devices: refused with a message, never
    opened (opening a FIFO would block the server)."""
    database, cuda, fifo = make_special_files(work_dir)
    client = Client(server, timeout=PROTOCOL_TIMEOUT)
    initialize(client, {"cudaPath": cuda_path, "compilationDatabase": database})
    show_messages(client, work_dir, 1)
    for settings in ({"compilationDatabase": fifo},
                     {"compilationDatabase": "/dev/null"},
                     {"compilationDatabase": "", "cudaPath": cuda},
                     {"cudaPath": "/dev/zero"}):
        client.notify("workspace/didChangeConfiguration",
                      {"settings": {"hipify": settings}})
        show_messages(client, work_dir, 1)
    uri = uri_of(os.path.join(work_dir, "k.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1,
        "text": "int x;\n"}})
    print("diagnostics after the refusals: %d" % len(
        client.diagnostics(uri)["diagnostics"]))
    shutdown(client)


def scenario_hostile(server, cuda_path, work_dir):
    """Everything above in one session; the server then still answers a
    real request correctly."""
    database, cuda, fifo = make_special_files(work_dir)
    client = protocol_client(server, cuda_path)
    skipped = body(100, "shutdown")
    # Each bad frame is skipped up to the next Content-Length header, which
    # passes over any frame without one: that one comes first.
    client.send_bytes(frame(skipped, b"X-No-Length: 1"))
    client.send_bytes(frame(skipped, b"Content-Length: abc"))
    client.send_bytes(frame(skipped, b"Content-Length: -1"))
    client.send_bytes(frame(skipped, b"Content-Length: 10"))
    for data in ("{ not json", "[" * 100000,
                 '{"jsonrpc": "2.0", "id": {}, "method": "shutdown"}',
                 '{"jsonrpc": "2.0", "id": 7}',
                 body(8, "hipify/noSuchMethod").decode()):
        client.send_raw(data)
    client.notify("hipify/noSuchNotification", {})
    missing = uri_of(os.path.join(work_dir, "never-opened.cu"))
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": missing, "version": 2},
        "contentChanges": [{"text": "int x;"}]})
    client.notify("textDocument/didClose", {"textDocument": {"uri": missing}})
    client.notify("workspace/didChangeConfiguration", {"settings": {
        "compilationDatabase": database}})
    client.notify("workspace/didChangeConfiguration", {"settings": {
        "compilationDatabase": fifo}})
    huge = uri_of(os.path.join(work_dir, "huge.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": huge, "languageId": "cuda", "version": 1,
        "text": "int x;\n" * (3 * 1024 * 1024)}})
    client.diagnostics(huge)
    answers = [m for m in client.pending if "id" in m]
    for m in answers:
        print_error("answer (id %s)" % json.dumps(m.get("id")), m)
    print("showMessages: %d" % len([
        m for m in client.pending if m.get("method") == "window/showMessage"]))
    client.pending = []

    # A real request, answered as ever.
    uri = uri_of(os.path.join(work_dir, "after.cu"))
    text = "#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n"
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1, "text": text}})
    # Without CUDA headers there are parse errors too; these are the same.
    params = client.diagnostics(uri)
    params["diagnostics"] = [d for d in params["diagnostics"]
                             if d.get("code") == "hipify-include"]
    print_diagnostics(params)
    response = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 1, "character": 12},
                  "end": {"line": 1, "character": 12}},
        "context": {"diagnostics": []}})
    fix = next(a for a in response["result"] if a["kind"] == "quickfix")
    print("fixed line: %s" % apply_workspace_edit(
        text, uri, fix["edit"]).split("\n")[1])
    response = client.request("shutdown")
    print("shutdown: result %s" % json.dumps(response.get("result")))
    print_error("after shutdown", client.request("hipify/noSuchMethod"))
    client.notify("exit")
    print("exit code: %d" % client.exit_code())


def scenario_containment(server, cuda_path, work_dir):
    """A parse that would take exponential time is stopped at parseTimeout
    with a diagnostic; a crash in a rule's matcher (the testing hook) is a
    diagnostic naming the rule; an #include of a FIFO is refused. After
    each, the server answers the next request, shutdown included."""
    client = Client(server, ["--debug-crash-on=matcher:hipify-warp-size-"
                             "assumption@crash.cu"])
    initialize(client, {"cudaPath": cuda_path, "parseTimeout": 3})

    # 60 nested template-ids of an undeclared name: clang's parse of them
    # takes time exponential in their depth (docs/fuzzing.md).
    slow = uri_of(os.path.join(work_dir, "slow.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": slow, "languageId": "cuda", "version": 1,
        "text": "S<" * 60 + "\n"}})
    print_diagnostics(client.diagnostics(slow))

    crashing = uri_of(os.path.join(work_dir, "crash.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": crashing, "languageId": "cuda", "version": 1,
        "text": "__device__ int f() { return 1; }\n"}})
    print_diagnostics(client.diagnostics(crashing))

    fifo = os.path.join(work_dir, "pipe.h")
    os.mkfifo(fifo)
    including = uri_of(os.path.join(work_dir, "fifo.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": including, "languageId": "cuda", "version": 1,
        "text": '#include "pipe.h"\nint x;\n'}})
    params = client.diagnostics(including)
    for d in params["diagnostics"]:
        d["message"] = d["message"].replace(work_dir, "WORK")
    print_diagnostics(params)

    after = uri_of(os.path.join(work_dir, "after.cu"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": after, "languageId": "cuda", "version": 1,
        "text": "#include <cuda_runtime.h>\n"
                "void f() { cudaDeviceSynchronize(); }\n"}})
    print_diagnostics(client.diagnostics(after))
    shutdown(client)


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
    finally:
        for proc in Client.started:
            if proc.poll() is None:
                proc.kill()
    sys.stdout.flush()


if __name__ == "__main__":
    main()
