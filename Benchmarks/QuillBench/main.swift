import GraphQL

print("quill-bench")
