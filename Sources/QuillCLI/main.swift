import GraphQL

print("quill")
