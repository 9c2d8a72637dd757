import FuzzMain

runFuzzer(fuzzWebSocket)
