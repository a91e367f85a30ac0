//===- Graph.cpp - graphs and executable graphs of the runtime API --------===//
//
// A graph is its operations in the order they were issued (see
// runtime_api.h); an executable graph shares them, so that it outlives the
// graph it was made from, as in CUDA.
//
//===----------------------------------------------------------------------===//
#include "hipify_cpu/runtime_api.h"
#include <memory>
#include <mutex>
#include <set>
#include <vector>

namespace hipify_cpu {

struct RuntimeGraphNode {
  DeferredOperation Operation;
  explicit RuntimeGraphNode(DeferredOperation Operation)
      : Operation(Operation) {}
  ~RuntimeGraphNode() {
    if (Operation.Release)
      Operation.Release(Operation.State);
  }
  RuntimeGraphNode(const RuntimeGraphNode &) = delete;
  RuntimeGraphNode &operator=(const RuntimeGraphNode &) = delete;
};

using NodeList = std::vector<std::shared_ptr<RuntimeGraphNode>>;

struct RuntimeGraph {
  NodeList Nodes;
};

struct RuntimeGraphExec {
  NodeList Nodes;
};

namespace {
Error fail(Error E) {
  set_last_error(E);
  return E;
}

std::mutex Lock;
std::set<const void *> &live_graphs() {
  static std::set<const void *> Handles;
  return Handles;
}

bool is_live(const void *Handle) {
  std::lock_guard<std::mutex> Guard(Lock);
  return Handle && live_graphs().count(Handle);
}

Error run_nodes(const NodeList &Nodes) {
  for (const std::shared_ptr<RuntimeGraphNode> &Node : Nodes) {
    Error E = Node->Operation.Run(Node->Operation.State);
    if (E != Error::Success)
      return fail(E);
  }
  return Error::Success;
}
} // namespace

Error api_graph_create(RuntimeGraph **Graph) {
  if (!Graph)
    return fail(Error::InvalidValue);
  *Graph = new RuntimeGraph;
  std::lock_guard<std::mutex> Guard(Lock);
  live_graphs().insert(*Graph);
  return Error::Success;
}

Error api_graph_destroy(RuntimeGraph *Graph) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Graph || !live_graphs().erase(Graph))
      return fail(Error::InvalidValue);
  }
  delete Graph;
  return Error::Success;
}

Error api_graph_add_node(RuntimeGraph *Graph, DeferredOperation Operation,
                         RuntimeGraphNode **Node) {
  auto Made = std::make_shared<RuntimeGraphNode>(Operation);
  if (!is_live(Graph) || !Operation.Run)
    return fail(Error::InvalidValue);
  std::lock_guard<std::mutex> Guard(Lock);
  Graph->Nodes.push_back(Made);
  if (Node)
    *Node = Made.get();
  return Error::Success;
}

Error api_graph_node_count(RuntimeGraph *Graph, size_t *Count) {
  if (!is_live(Graph) || !Count)
    return fail(Error::InvalidValue);
  std::lock_guard<std::mutex> Guard(Lock);
  *Count = Graph->Nodes.size();
  return Error::Success;
}

Error api_graph_instantiate(RuntimeGraphExec **Exec, RuntimeGraph *Graph) {
  if (!Exec || !is_live(Graph))
    return fail(Error::InvalidValue);
  auto *Made = new RuntimeGraphExec;
  std::lock_guard<std::mutex> Guard(Lock);
  Made->Nodes = Graph->Nodes;
  live_graphs().insert(Made);
  *Exec = Made;
  return Error::Success;
}

Error api_graph_exec_destroy(RuntimeGraphExec *Exec) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Exec || !live_graphs().erase(Exec))
      return fail(Error::InvalidValue);
  }
  delete Exec;
  return Error::Success;
}

Error api_graph_launch(RuntimeGraphExec *Exec, RuntimeStream *Stream) {
  if (!is_live(Exec))
    return fail(Error::InvalidValue);
  NodeList Nodes;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Nodes = Exec->Nodes;
  }
  return enqueue(Stream, [Nodes = std::move(Nodes)] { return run_nodes(Nodes); });
}

} // namespace hipify_cpu
