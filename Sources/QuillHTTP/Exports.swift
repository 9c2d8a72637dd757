// The server's contract speaks the codecs' types (requests, headers, WebSocket handshakes
// and messages): importing QuillHTTP brings them.
@_exported import QuillHTTP1
@_exported import QuillWebSocket
